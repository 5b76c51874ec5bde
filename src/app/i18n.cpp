#include "app/i18n.h"

#include <array>
#include <string>

namespace gomoku::app {

namespace {

struct Spelling {
  Text text;
  const char* english;
  const char* chinese;  // only hanzi of GB2312 level 1: the shipped font subset has those
};

// clang-format off
constexpr Spelling kTable[] = {
  {Text::Title, "Gomoku", "五子棋"},
  {Text::Subtitle, "Five in a row", "连成五子者胜"},
  {Text::Continue, "Continue", "继续"},
  {Text::ContinueQuickSave, "Continue the quick-save (F5)", "继续快速存档 (F5)"},
  {Text::ContinuedKeptGame, "Continued the game left at the last quit", "继续上次退出时留下的一局"},
  {Text::ContinuedQuickSave, "Opened the quick-save (F5): no game was left at the last quit",
   "已打开快速存档 (F5)：上次退出时没有留下对局"},
  {Text::PlayVsComputer, "Play vs Computer", "人机对战"},
  {Text::PlayVsFriend, "Play vs Friend", "双人对战"},
  {Text::ComputerVsComputer, "Watch Computer vs Computer", "观看电脑对战"},
  {Text::SettingsTitle, "Settings", "设置"},
  {Text::About, "About", "关于"},
  {Text::Quit, "Quit", "退出"},
  {Text::Back, "Back", "返回"},
  {Text::Undo, "Undo", "悔棋"},
  {Text::Redo, "Redo", "重做"},
  {Text::NewGame, "New game", "新的一局"},
  {Text::Save, "Save", "保存"},
  {Text::Load, "Load", "读取"},
  {Text::Menu, "Menu", "菜单"},
  {Text::Hint, "Hint", "提示"},
  {Text::Resume, "Resume", "继续游戏"},
  {Text::Paused, "Paused", "暂停"},
  {Text::Black, "Black", "黑方"},
  {Text::White, "White", "白方"},
  {Text::Person, "Player", "玩家"},
  {Text::Computer, "Computer", "电脑"},
  {Text::ToMove, "to move", "落子"},
  {Text::Thinking, "Computer is thinking", "电脑思考中"},
  {Text::Rule, "Rule", "规则"},
  {Text::Moves, "Moves", "手数"},
  {Text::BlackWins, "Black wins!", "黑子获胜！"},
  {Text::WhiteWins, "White wins!", "白子获胜！"},
  {Text::Draw, "Draw: the board is full", "平局：棋盘已满"},
  {Text::Illegal, "Illegal: ", "禁手："},
  {Text::Occupied, "That point is taken", "此处已有棋子"},
  {Text::Overline, "overline", "长连"},
  {Text::DoubleFour, "double-four", "四四"},
  {Text::DoubleThree, "double-three", "三三"},
  {Text::GameIsOver, "The game is over: New game to play again", "本局已结束，请开始新的一局"},
  {Text::OnlyWatched, "The computer plays both sides here: New game to play yourself",
   "本局由电脑执黑白双方，你在观战：要下棋请开始新的一局"},
  {Text::ComputerMovedThere, "The computer played that move: go to one of your turns to play another",
   "这一手由电脑下：请回到轮到你的一手再改下"},
    {Text::YouWon, "You won!", "你赢了！"},
    {Text::YouLost, "You lost", "你输了"},
  {Text::Undone, "Undo", "悔棋"},
  {Text::Redone, "Redo", "重做"},
  {Text::NothingToUndo, "Nothing to undo", "没有可悔的棋"},
  {Text::NothingToRedo, "Nothing to redo", "没有可重做的棋"},
  {Text::Saved, "Saved", "已保存"},
  {Text::Loaded, "Loaded", "已读取"},
  {Text::QuickSaved, "Quick-saved (F5)", "快速保存 (F5)"},
  {Text::QuickLoaded, "Quick-loaded (F9)", "快速读取 (F9)"},
  {Text::QuickLoadedUndoable, "Quick-loaded (F9): Ctrl+Z brings back the game it replaced",
   "快速读取 (F9)：按 Ctrl+Z 可找回被替换的那一局"},
  {Text::QuickLoadUndone, "The game the quick-load replaced is back", "被快速读取替换的那一局已找回"},
  {Text::NoQuickSave, "No quick-save yet: press F5 first", "还没有快速存档：请先按 F5"},
  {Text::CannotSave, "Cannot save: ", "无法保存："},
  {Text::CannotLoad, "Cannot load: ", "无法读取："},
  {Text::NewGameStarted, "New game", "新的一局"},
  {Text::HintIs, "Hint: ", "提示："},
  {Text::HintJudged, "Hint: {}   Network: {} {}%", "提示：{}   网络：{} {}%"},
  {Text::NoAudio, "No audio device: the game runs silent", "没有音频设备：游戏将静音运行"},
  {Text::AssetMissing, "Missing or damaged file: ", "文件缺失或损坏："},
    {Text::DeleteSaveQuestion, "Delete this save for good?", "永久删除这个存档？"},
    {Text::Delete, "Delete", "删除"},
    {Text::Deleted, "Deleted: ", "已删除："},
    {Text::CannotDelete, "Cannot delete: ", "无法删除："},
    {Text::Unreadable, "Cannot be read", "无法读取"},
    {Text::PositionCopied, "Copied: ", "已复制："},
    {Text::PositionPasted, "Pasted, moves: ", "已粘贴，手数："},
    {Text::CannotCopy, "Cannot copy: ", "无法复制："},
    {Text::CannotPaste, "Cannot paste: ", "无法粘贴："},
    {Text::EmptyBoard, "an empty board", "空棋盘"},
    {Text::AssetNotFound, "File not found: ", "找不到文件："},
    {Text::AssetDamaged, "Damaged file: ", "文件已损坏："},
  {Text::MusicOn, "Music on", "音乐开"},
  {Text::MusicOff, "Music off", "音乐关"},
  {Text::EffectsOn, "Sound effects on", "音效开"},
  {Text::EffectsOff, "Sound effects off", "音效关"},
  {Text::AppliesNextGame, "Rule, board size, opening and the computer's level, colour and engine apply from the next game",
   "规则、棋盘大小、开局规则、电脑难度、执子和引擎从下一局开始生效"},
  {Text::LoadTitle, "Load a game", "读取存档"},
  {Text::QuickSave, "Quick-save", "快速存档"},
  {Text::NoSaves, "No saves yet", "还没有存档"},
  {Text::Cancel, "Cancel", "取消"},
  {Text::Language, "Language", "语言"},
  {Text::BoardSize, "Board size", "棋盘大小"},
  {Text::ComputerLevel, "Computer level", "电脑难度"},
  {Text::ComputerColour, "Computer plays", "电脑执子"},
  {Text::Music, "Music", "音乐"},
  {Text::MusicVolume, "Music volume", "音乐音量"},
  {Text::Effects, "Sound effects", "音效"},
  {Text::EffectsVolume, "Effects volume", "音效音量"},
  {Text::Fullscreen, "Full screen", "全屏"},
  {Text::MoveNumbers, "Move numbers", "显示手数"},
  {Text::Coordinates, "Coordinates", "显示坐标"},
  {Text::On, "On", "开"},
  {Text::Off, "Off", "关"},
  {Text::Beginner, "Beginner", "入门"},
  {Text::Easy, "Easy", "简单"},
  {Text::Medium, "Medium", "中等"},
  {Text::Hard, "Hard", "困难"},
  {Text::Master, "Master", "大师"},
  {Text::Freestyle, "Freestyle", "自由规则"},
  {Text::Standard, "Standard (exactly five)", "标准规则 (恰好五子)"},
  {Text::Renju, "Renju", "连珠规则"},
  {Text::AboutWhat,
   "Gomoku is the game of five in a row. Play on a wooden board against\n"
   "a friend on the same screen or against the computer, four levels strong.",
   "五子棋：在木制棋盘上与朋友或电脑下棋，电脑有四个难度。"},
  {Text::AboutRules,
   "Black moves first; players take turns placing one stone on an empty point.\n"
   "Freestyle: five or more in a row wins. Standard: exactly five wins.\n"
   "Renju: black wins only with exactly five.\n"
   "Black may not play a double-three, a double-four or an overline (a red cross).",
   "黑方先行，双方轮流在空点上落一子。\n"
   "自由规则：连成五子或更多即胜。标准规则：恰好五子才胜。\n"
   "连珠规则：黑方只有恰好五子才胜。\n"
   "黑方不能下三三、四四和长连（棋盘上以红叉标出的禁手点）。"},
  {Text::AboutKeysTitle, "Keys", "按键"},
  {Text::AboutKeys,
   "Mouse or arrows + Space/Enter   play a stone\n"
   "Ctrl+Z   undo          Ctrl+Y   redo\n"
   "F5   quick-save        F9   quick-load\n"
   "Ctrl+S   save as...    L   load a saved game\n"
   "H   hint               N   move numbers       R   review with the engine\n"
   "A   analysis board     E   edit the position in the board editor\n"
   "M   music on/off       S   sound effects on/off\n"
   "PgUp/PgDn or Ctrl+Left/Right   step through the moves     Home/End   first / latest\n"
   "Ctrl+Up/Down   the variations beside the move in view\n"
   "F11 or Alt+Enter   full screen     Ctrl+C / Ctrl+V   copy / paste the moves\n"
   "Esc   back / pause     Ctrl+N   new game",
   "鼠标或方向键 + 空格/回车   落子\n"
   "Ctrl+Z   悔棋          Ctrl+Y   重做\n"
   "F5   快速保存          F9   快速读取\n"
   "Ctrl+S   命名存档      L   读取存档\n"
   "H   提示              N   显示手数          R   引擎复盘\n"
   "A   分析              E   在摆棋中编辑这个局面\n"
   "M   音乐开关          S   音效开关\n"
   "PgUp/PgDn 或 Ctrl+左/右   逐手查看棋谱     Home/End   开局 / 最新一手\n"
   "Ctrl+上/下   切换同一手的变化\n"
   "F11 或 Alt+Enter   全屏          Ctrl+C / Ctrl+V   复制 / 粘贴棋谱\n"
   "Esc   返回 / 暂停      Ctrl+N   新的一局"},
  {Text::AboutCredits,
   "Font: LXGW WenKai (SIL Open Font License 1.1). Textures, sounds and music:\n"
   "made for this game, see assets/ for how and under which licences.\n"
   "Built with SDL2, SDL_image, SDL_mixer and SDL_ttf (zlib licence).",
   "字体：LXGW WenKai （SIL Open Font License 1.1）。纹理、音效和音乐\n"
   "为本游戏制作，制作方法与许可见 assets/ 目录。\n"
   "使用 SDL2、SDL_image、SDL_mixer 和 SDL_ttf（zlib 许可）。"},
  {Text::Version, "Version ", "版本 "},
  {Text::DiscardGameQuestion, "Start a new game?\nThe game in progress will be lost.",
   "开始新的一局吗？\n正在进行的这一局将会丢失。"},
  {Text::KeepPlaying, "Keep playing", "继续这一局"},
  {Text::AnalysisBoard, "Analysis 分析", "分析 Analysis"},
  {Text::BoardEditor, "Board editor 摆棋", "摆棋 Board editor"},
  {Text::EditorTitle, "Board editor", "摆棋"},
  {Text::EditorClickPuts, "A click puts", "点击放上"},
  {Text::EditorInTurn, "Both in turn", "黑白交替"},
  {Text::EditorRemove, "Nothing (takes away)", "无（只拿掉）"},
  {Text::EditorToMove, "To move", "轮到"},
  {Text::EditorCounts, "Black {} stones, White {}", "黑子 {} 枚，白子 {} 枚"},
  {Text::EditorReady, "A position play can reach. {} to move.", "对局可以走到的局面。轮到{}。"},
  {Text::EditorAnalyse, "Analyse", "分析"},
  {Text::EditorClear, "Clear the board", "清空棋盘"},
  {Text::EditorCopy, "Copy", "复制"},
  {Text::EditorPaste, "Paste", "粘贴"},
  {Text::EditorHelp, "Click a stone or right-click: take it away. Keys 1-4: what a click puts.",
   "点击棋子或右键：拿掉。数字键 1-4：点击放上什么。"},
  {Text::AnalysisOn, "Analysis on (A): a click on a line plays it", "分析开启 (A)：点一条变化即下它的第一手"},
  {Text::AnalysisOff, "Analysis off", "分析关闭"},
  {Text::AnalysisDepth, "Analysis, depth {}", "分析，深度 {}"},
  {Text::NetworkSays, "Network: ", "网络："},
  {Text::LevelUpQuestion, "Three wins in a row at {}! Play at {} from the next game?", "在{}难度连胜三局！下一局起改为{}吗？"},
  {Text::LevelDownQuestion, "Three losses in a row at {}. Play at {} from the next game?", "在{}难度连输三局。下一局起改为{}吗？"},
  {Text::PlayAtLevel, "Play at {}", "改为{}"},
  {Text::StayAtLevel, "Stay at {}", "保持{}"},
  {Text::KeepThisGame, "Keep this game", "保留这一局"},
  {Text::NoMoreFits, "No more fits in this field", "这里放不下更多了"},
  {Text::ResignQuestion, "Resign?\n{} resigns and {} wins the game.", "认输吗？\n{}认输，{}获胜。"},
  {Text::NoLegalMove, "Black has no legal move: a person plays Black from here",
   "黑方无子可下：从这里起由玩家执黑"},
  {Text::OverlineNoWin, "Six or more in a row does not win under the standard rule",
   "标准规则下，六子或更多连珠不算胜"},
  {Text::CannotKeepGame, "The game could not be kept for Continue:", "无法保存这一局以便下次继续："},
  {Text::QuitAnyway, "Quit anyway?", "仍然退出吗？"},
  {Text::Silent, "No audio device: silent", "没有音频设备：静音"},
  {Text::EngineFailed, "The engine failed, a person plays its side now: ", "引擎出错，现在由玩家执其一方："},
  {Text::Clock, "Clock (next game)", "计时（下一局）"},
  {Text::GameClock, "Clock", "计时"},
  {Text::NoClock, "No clock", "不计时"},
  {Text::LostOnTime, " ran out of time", "超时"},
  {Text::WinsOnTime, " wins on time!", "超时胜！"},
  {Text::SettingsUnread, "Settings not read, the defaults are used: ", "设置未能读取，使用默认设置："},
  {Text::CannotSaveSettings, "Cannot save the settings: ", "无法保存设置："},
  {Text::NamedSave, "The save", "存档"},
  {Text::KeyHintsMenu, "Arrows + Enter or the mouse   |   Esc back", "方向键 + 回车 或 鼠标   |   Esc 返回"},
  {Text::KeyHintsSettings, "Up/Down choose   |   Left/Right or click change   |   Esc back",
   "上下键选择   |   左右键或点击修改   |   Esc 返回"},
  {Text::StatisticsUnread, "Your record was not read (the file is kept as statistics.unread.toml): ",
   "战绩未能读取（原文件保存为 statistics.unread.toml）："},
  {Text::CannotSaveStatistics, "Cannot save your record: ", "无法保存战绩："},
  {Text::YourRecord, "Your record against the computer", "你与电脑的战绩"},
  {Text::NoGamesYet, "No game against the computer finished yet.", "还没有下完与电脑的对局。"},
  {Text::GamesWon, "won", "胜"},
  {Text::GamesLost, "lost", "负"},
  {Text::GamesDrawn, "drawn", "和"},
  {Text::NameTheSave, "Name this save", "为存档命名"},
  {Text::Engine, "Engine", "引擎"},
  {Text::BuiltInEngine, "Built in", "内置"},
  {Text::AddEngine, "Add...", "添加..."},
  {Text::Add, "Add", "添加"},
  {Text::EnginePath, "Path of a Gomocup engine (pbrain-*)", "Gomocup 引擎（pbrain-*）的路径"},
  {Text::NotAnEngine, "This cannot be an engine:", "无法作为引擎："},
  {Text::NoSuchFile, "there is no such file.", "没有这个文件。"},
  {Text::AFolder, "it is a folder, not a program.", "这是文件夹，不是程序。"},
  {Text::NotAFile, "it is not a regular file.", "这不是普通文件。"},
  {Text::NotExecutable, "it is not executable (chmod +x).", "它不可执行（chmod +x）。"},
  {Text::ComputerChose, "The computer chose: ", "电脑选择："},
  {Text::TakeBlack, "Take Black", "执黑"},
  {Text::TakeWhite, "Take White", "执白"},
  {Text::PlaceTwo, "Place two more", "再下两子"},
  {Text::OfferTen, "Offer ten fifth moves", "打十个五手"},
  {Text::RenjuOpeningsNeedRenju, "Soosõrv-8, Taraguchi-10: renju, 15 x 15", "Soosõrv-8、Taraguchi-10：仅限连珠 15 x 15"},
  {Text::DeclareFifths, "Fifth moves to offer:", "五手打点数："},
  {Text::OpeningRefused, "Opening rule: ", "开局规则："},
  {Text::Opening, "Opening rule", "开局规则"},
  {Text::NoOpening, "None", "无"},
  {Text::DirectOpening, "{} (direct {})", "{}（直指 {}）"},
  {Text::IndirectOpening, "{} (indirect {})", "{}（斜指 {}）"},
  {Text::OpeningPlace, "places stone", "落子"},
  {Text::OpeningChooseColour, "chooses", "选择"},
  {Text::ChooseFirst, "The opening wants a colour chosen first", "开局规则要求先选择颜色"},
  {Text::YouChose, "You chose: ", "你选择："},
  {Text::HintEngineFailed, "The engine giving hints failed, ours gives them now: ", "提示引擎出错，现由内置引擎提示："},
  {Text::NewLineStarted, "Variation: ", "变化："},
  {Text::PromoteVariation, "Promote", "设为主线"},
  {Text::DeleteVariation, "Delete", "删除变化"},
  {Text::VariationPromoted, "Main line now: ", "已设为主线："},
  {Text::VariationDeleted, "Variation deleted: ", "已删除变化："},
  {Text::Comment, "Comment", "评注"},
  {Text::CommentOnMove, "Comment on {}", "{} 的评注"},
  {Text::CommentOnGame, "Comment on the game (before the first move)", "整局的评注（第一手之前）"},
  {Text::KeepComment, "Keep", "确定"},
  {Text::CommentWritten, "Comment written: ", "已写评注："},
  {Text::CommentRemoved, "Comment removed: ", "已删除评注："},
  {Text::WholeGame, "the game", "整局"},
  {Text::LookingBack, "Looking back   (End: the latest move)", "查看旧局面   （End：回到最新一手）"},
  {Text::Review, "Review", "复盘"},
  {Text::StopReview, "Stop review", "停止复盘"},
  {Text::ReviewTitle, "Review with the engine", "引擎复盘"},
  {Text::ReviewTimeEach, "Thinking time for each position", "每个局面的思考时间"},
  {Text::ReviewPositions, "Positions: ", "局面数："},
  {Text::Reviewing, "Reviewing", "复盘中"},
  {Text::ReviewDone, "Review done. Mistakes: ", "复盘完成。失误："},
  {Text::ReviewStopped, "Review stopped after positions: ", "复盘已停止，已分析局面："},
  {Text::NoMistakes, "none", "无"},
  {Text::EngineSays, "Engine: ", "引擎："},
    {Text::EngineInsteadOf, " instead of ", " 而非 "},
  {Text::ReviewEngineFailed, "The reviewing engine failed, the review ends: ", "复盘引擎出错，复盘结束："},
  // Network
  {Text::NetAskedToUndo, "Asked {} to take back your last move", "已请求{}悔棋"},
  {Text::NetNothingToTakeBack, "Nothing of yours to take back", "没有可悔的棋"},
  {Text::NetOfferedDraw, "Offered {} a draw", "已向{}提和"},
  {Text::NetNoDrawToOffer, "No draw to offer", "现在不能提和"},
  {Text::NetNameForPeer, "Your name for the other player", "对方看到的你的名字"},
  {Text::NetOk, "OK", "确定"},
  {Text::NetCannotLookNearby, "Cannot look for games nearby: {}", "无法寻找附近的对局：{}"},
  {Text::NetNotAPort, "Not a port: {} (a number up to 65535; 0 lets the system choose)", "端口不对：{}（0 到 65535 的数，0 由系统选择）"},
  {Text::NetCannotHost, "Cannot host: {}. Try another port (0 lets the system choose one).", "无法建立对局：{}。请换一个端口（0 由系统选择）。"},
  {Text::NetCannotContinueKept, "Cannot continue the network game: {}", "无法继续联机对局：{}"},
  {Text::NetCannotContinue, "Cannot continue the game: {}", "无法继续对局：{}"},
  {Text::NetContinuingAt, "Continuing the game at move {}", "继续对局：第 {} 手"},
  {Text::NetNotAnAddress, "Not an address: \"{}\". Type host:port, as in 192.168.1.20:24015", "地址不对：“{}”。请输入 主机:端口，如 192.168.1.20:24015"},
  {Text::NetNotAGameCode, "Not a game code: \"{}\". It is the letters and digits the host's screen shows", "对局码不对：“{}”。对局码是主机屏幕上显示的字母和数字"},
  {Text::NetJoining, "Joining {}", "正在加入 {}"},
  {Text::NetNeedsItsCode, "This game needs its code: type the code the host's screen shows, then Join", "此对局需要对局码：请输入主机屏幕上显示的对局码，然后点击加入"},
  {Text::NetAgreedToRematch, "Agreed to a new game", "同意再来一局"},
  {Text::NetAskedForRematch, "Asked {} for a new game", "已请求{}再来一局"},
  {Text::NetGameIsOver, "The game is over", "本局已结束"},
  {Text::NetNotYourTurn, "Not your turn", "还没轮到你"},
  {Text::NetYouPass, "You pass", "你停一手"},
  {Text::NetProposedCount, "Proposed the count: {}", "已提出计分：{}"},
  {Text::NetAgreedToCount, "Agreed to the count", "同意计分"},
  {Text::NetDeclinedCount, "Declined the count: play goes on", "不同意计分，继续对局"},
  {Text::NetTookBack, "Took back", "已悔棋"},
  {Text::NetDeclined, "Declined", "已拒绝"},
  {Text::NetDrawnByAgreement, "Drawn by agreement", "双方同意和棋"},
  {Text::NetYouSaid, "You: {}", "你：{}"},
  {Text::NetTheOtherPlayer, "the other player", "对方"},
  {Text::NetJoined, "{} joined", "{} 已加入"},
  {Text::NetConnectedTo, "Connected to {}", "已连接 {}"},
  {Text::NetCannotReachHost, "Cannot reach the host: {}; trying again", "无法连接主机：{}；正在重试"},
  {Text::NetConnectionLost, "The connection was lost: {}", "连接已断开：{}"},
  {Text::NetRefused, "Refused: {}", "被拒绝：{}"},
  {Text::NetYouPlay, "You play {}", "你执{}"},
  {Text::NetClockIs, "{}: {}", "{}：{}"},
  {Text::NetYouLoseOnTime, "Your time ran out: you lose on time", "你超时了，超时负"},
  {Text::NetPeerLosesOnTime, "{}'s time ran out: you win on time", "{} 超时，你超时胜"},
  {Text::NetInStepWith, "In step with {}", "已与对方同步：{}"},
  {Text::NetPeerSays, "{}: {}", "{}: {}"},
  {Text::NetPeerPasses, "{} passes", "{} 停一手"},
  {Text::NetPeerProposesCount, "{} proposes the count", "{} 提出计分"},
  {Text::NetPeerAgreedCount, "{} agreed to the count", "{} 同意计分"},
  {Text::NetPeerDeclinedCount, "{} declined the count: play goes on", "{} 不同意计分，继续对局"},
  {Text::NetPeerAsksUndo, "{} asks to take back", "{} 请求悔棋"},
  {Text::NetPeerAgreedUndo, "{} agreed to take back", "{} 同意悔棋"},
  {Text::NetPeerDeclinedUndo, "{} declined to take back", "{} 拒绝悔棋"},
  {Text::NetPeerOffersDraw, "{} offers a draw", "{} 提和"},
  {Text::NetPeerAgreedDraw, "{} agreed to a draw", "{} 同意和棋"},
  {Text::NetPeerDeclinedDraw, "{} declined the draw", "{} 拒绝和棋"},
  {Text::NetResigned, "{} resigned", "{} 认输"},
  {Text::NetPeerAsksRematch, "{} asks for a new game", "{} 请求再来一局"},
  {Text::NetPeerDeclinedRematch, "{} declined a new game", "{} 拒绝再来一局"},
  {Text::NetNotKept, "The game could not be kept on disk: {}", "无法保存对局：{}"},
  {Text::NetTitle, "Play a friend over the network", "与朋友联机对局"},
  {Text::NetHostAGame, "Host a game", "建立对局"},
  {Text::NetJoinAGame, "Join a game", "加入对局"},
  {Text::NetContinueKept, "Continue the kept game, {} (move {})", "继续保存的对局：{}（第 {} 手）"},
  {Text::NetContinueWith, "Continue {} with {} (move {})", "继续{}：与 {} 对局（第 {} 手）"},
  {Text::NetYourName, "Your name: {}", "你的名字：{}"},
  {Text::NetGameKind, "Game", "棋类"},
  {Text::NetGo, "Go", "围棋"},
  {Text::NetGomoku, "Gomoku", "五子棋"},
  {Text::NetKomi, "Komi", "贴目"},
  {Text::NetHandicap, "Handicap", "让子"},
  {Text::NetRandom, "Random", "随机"},
  {Text::NetYouPlayRow, "You play", "你执"},
  {Text::NetPortTyped, "Port (type it): {}_", "端口（请输入）：{}_"},
  {Text::NetHost, "Host", "建立"},
  {Text::NetAddressField, "Address: ", "地址："},
  {Text::NetCodeField, "Game code: ", "对局码："},
  {Text::NetTabMoves, "Tab or a click moves between the fields", "Tab 键或点击切换输入框"},
  {Text::NetJoin, "Join", "加入"},
  {Text::NetRejoin, "Rejoin {}", "重新加入 {}"},
  {Text::NetGamesNearby, "Games found nearby:", "附近的对局："},
  {Text::NetNeedsCode, "  (code)", "  （需对局码）"},
  {Text::NetNoneYet, "none yet", "暂无"},
  {Text::NetFriendTypesIt, "Your friend types it to join", "朋友加入时需输入此码"},
  {Text::NetGiveAddress, "Give your friend an address and the port {}", "请把地址和端口告诉朋友：端口 {}"},
  {Text::NetWaitingForFriend, "Waiting for a friend...", "等待朋友加入..."},
  {Text::NetWaitingToAgree, "Waiting for {} to agree", "等待 {} 同意计分"},
  {Text::NetClickDead, "Click the dead stones, then Propose count", "点击死子，然后提出计分"},
  {Text::NetPeerMarksDead, "{} marks the dead stones", "{} 正在标记死子"},
  {Text::NetCountIs, "Count: {}", "计分：{}"},
  {Text::NetYourMove, "Your move", "轮到你了"},
  {Text::NetPeerToMove, "{} to move", "{} 落子"},
  {Text::NetConnected, "Connected", "已连接"},
  {Text::NetPeerLeft, "{} has left the game", "{} 已离开对局"},
  {Text::NetLostWaiting, "Connection lost: waiting for it to come back", "连接已断开，等待恢复"},
  {Text::NetGoGame, "Go {} x {}, komi {}", "围棋 {} x {}，贴目 {}"},
  {Text::NetWithHandicap, ", handicap {}", "，让子 {}"},
  {Text::NetOpponent, "Opponent: {}", "对手：{}"},
  {Text::NetResign, "Resign", "认输"},
  {Text::NetAskToUndo, "Ask to undo", "请求悔棋"},
  {Text::NetRematch, "Rematch", "再来一局"},
  {Text::NetOfferDraw, "Offer draw", "提和"},
  {Text::NetProposeCount, "Propose count", "提出计分"},
  {Text::NetPass, "Pass", "停一手"},
  {Text::NetPeerProposesThisCount, "{} proposes this count: agree?", "{} 提出此计分，同意吗？"},
  {Text::NetPeerAsksUndoAgree, "{} asks to take back: agree?", "{} 请求悔棋，同意吗？"},
  {Text::NetPeerOffersDrawAgree, "{} offers a draw: agree?", "{} 提和，同意吗？"},
  {Text::NetPeerAsksRematchAgree, "{} asks for a new game: agree?", "{} 请求再来一局，同意吗？"},
  {Text::NetYes, "Yes", "同意"},
  {Text::NetNo, "No", "拒绝"},
  {Text::NetChatLine, "Chat (Enter sends): ", "聊天（回车发送）："},
  {Text::NetTwoParts, "{}{}", "{}{}"},
  {Text::LobbyRow, "Lobby", "联机大厅"},
  {Text::LobbyNone, "none", "无"},
  {Text::LobbyCaRow, "Lobby certificate", "大厅证书"},
  {Text::LobbyCaSystem, "the system's", "系统自带"},
  {Text::LobbyAddressQuestion, "The lobby's address: host or host:port (empty: none)", "联机大厅地址：主机 或 主机:端口（留空则不用）"},
  {Text::LobbyCaQuestion, "The lobby's certificate file, PEM (empty: the system's)", "大厅证书文件，PEM（留空则用系统自带）"},
  {Text::NotALobbyAddress, "Not a lobby address: \"{}\". Type a host or host:port, as in lobby.example.org:24017", "大厅地址不对：“{}”。请输入 主机 或 主机:端口，如 lobby.example.org:24017"},
  {Text::NotALobbyCertificate, "This cannot be the lobby's certificate:", "无法作为大厅证书："},
  {Text::FolderNotFile, "it is a folder, not a file.", "这是文件夹，不是文件。"},
  {Text::NetHostOnline, "Host online", "在线建立对局"},
  {Text::NetJoinOnline, "Join online", "在线加入对局"},
  {Text::NetNoLobby, "No lobby is set: name one in Settings (Lobby).", "尚未设置联机大厅：请在设置中填写“联机大厅”。"},
  {Text::NetThroughLobby, "Through the lobby {}", "经由联机大厅 {}"},
  {Text::NetListed, "Listed in the lobby", "在大厅列出"},
  {Text::NetTellCodeOnline, "Your friend chooses Join online and types it", "朋友选择“在线加入对局”并输入此码"},
  {Text::NetCannotReachLobby, "Cannot reach the lobby: {}; trying again", "无法连接联机大厅：{}；正在重试"},
  {Text::NetCannotFind, "Cannot find {}: {}; trying again", "找不到 {}：{}；正在重试"},
  {Text::NetLobbySecureFailed, "The secure connection to the lobby failed: {}; trying again", "与联机大厅的加密连接失败：{}；正在重试"},
  {Text::NetLobbyWaitingAfter, "The lobby: {}; trying again", "联机大厅：{}；正在重试"},
  {Text::NetLobbyOtherName, "The lobby's certificate is for another name: refused", "联机大厅的证书属于别的名字，已拒绝"},
  {Text::NetLobbyNotTrusted, "The lobby's certificate is not trusted ({}): refused. See Settings (Lobby certificate)", "联机大厅的证书不可信（{}），已拒绝。请检查设置中的“大厅证书”"},
  {Text::NetCannotReadLobbyCa, "Cannot read the lobby's certificate file {}", "无法读取大厅证书文件 {}"},
  {Text::NetCannotReadSystemCas, "Cannot read the system's certificates: {}", "无法读取系统自带的证书：{}"},
  {Text::NetWrongCode, "The game code is wrong", "对局码不对"},
  {Text::NetCodeNeeded, "This game needs its code: ask the host for it", "这局需要对局码：请向主机索取"},
  {Text::NetTooManyCodes, "Too many wrong game codes from this computer: wait a minute, then try again", "本机输错对局码次数过多：请等一分钟再试"},
  {Text::NetCodeTaken, "This code is another host's game: host again for a new code", "此码已被别人的对局占用：请重新建立以得到新码"},
  {Text::NetSeatTaken, "This game has both its players already", "这局已有两位棋手"},
  {Text::NetSeatKept, "This game's seat is kept for the player who joined it: only that player's program can take it back",
   "这局的座位留给加入它的棋手：只有那位棋手的程序能回到座位上"},
  {Text::NetNotTheHost, "The other side could not prove it is the host of this game: not your opponent. Waiting for the host",
   "对方无法证明自己是这局的主机：不是你的对手。正在等待主机"},
  {Text::NetNotTheJoiner, "Someone who could not prove they are your opponent tried to take their seat: turned away",
   "有人无法证明自己是你的对手却想占用其座位：已拒之门外"},
  {Text::NetLobbyRefused, "The lobby refused: {}", "联机大厅拒绝：{}"},
  {Text::NetListedGames, "Games listed in the lobby:", "大厅列出的对局："},
  {Text::NetAskingList, "asking the lobby...", "正在询问大厅……"},
  {Text::NetNoneListed, "No game is listed in the lobby now", "大厅中暂无列出的对局"},
  {Text::NetRefresh, "Refresh", "刷新"},
  {Text::NetCannotList, "Cannot get the lobby's list: {}", "无法取得大厅的对局列表：{}"},
  {Text::NetListUnreachable, "Cannot reach the lobby for its list: {}", "无法连接联机大厅取得列表：{}"},
  {Text::NetListLate, "The lobby did not give its list in time", "联机大厅没有及时给出列表"},
  {Text::NetListMalformed, "The lobby's list is malformed: {}", "联机大厅的列表有误：{}"},
  {Text::NetLobbyClosed, "The lobby closed the connection", "联机大厅关闭了连接"},
  {Text::NetLobbyPairEnded, "The connection through the lobby ended: reconnecting", "经联机大厅的连接中断了：正在重新连接"},
  {Text::NetPeerNotBack, "The lobby is fine: {} left or lost the connection, and the game waits for them",
   "联机大厅正常：{} 已离开或断线，对局等其回来"},
  {Text::NetContinueOnline, "Continue {} with {} through the lobby (move {})", "经由联机大厅继续{}：与 {} 对局（第 {} 手）"},
  // Asked before an online game is left: what becomes of it.
  {Text::NetLeave, "Leave", "离开"},
  {Text::NetLeaveKept, "Leave the game with {}? It is kept: {} offers to continue it.", "离开与 {} 的对局？这一局已保存，可在“{}”中继续。"},
  {Text::NetLeaveRejoin, "Leave the game with {}? {} keeps it: Rejoin on {} goes back to it.", "离开与 {} 的对局？{} 保留着这一局：在“{}”中点“重新加入”即可回到对局。"},
  {Text::NetLeaveNotKept, "Leave the game with {}? It is not kept: it ends here.", "离开与 {} 的对局？这一局没有保存，离开即结束。"},
  {Text::NetLeaveFinished, "Leave the finished game with {}?", "离开与 {} 已结束的对局？"},
  {Text::NetYouPlayed, "You: {}", "你: {}"},
  {Text::NetCameBack, "{} came back", "{} 回来了"},
  {Text::NetConnectedAgain, "Connected to {} again", "已重新连接 {}"},
  {Text::NetBothPassedMark, "Both passed: click the dead stones, then Propose count", "双方停一手：点击死子，然后提出计分"},
  {Text::NetBothPassedWait, "Both passed: {} marks the dead stones", "双方停一手：{} 正在标记死子"},
  {Text::NetMarkedOneDead, "Marked dead: 1 stone", "已标记死子：1 颗"},
  {Text::NetMarkedDead, "Marked dead: {} stones", "已标记死子：{} 颗"},
  {Text::NetGomokuGame, "Gomoku ({}) {} x {}", "五子棋（{}）{} x {}"},
  {Text::NetGoBoardGame, "Go {} x {}", "围棋 {} x {}"},
  // Go
  {Text::GoTitle, "Go  围棋", "围棋  Go"},
  {Text::GoBoard, "Board", "棋盘"},
  {Text::GoOpponent, "Opponent", "对手"},
  {Text::GoLevel, "Level", "等级"},
  {Text::GoKomi, "Komi", "贴目"},
  {Text::GoHandicap, "Handicap", "让子"},
  {Text::GoCounting, "Counting", "计分"},
  {Text::GoEnginePlaysWhite, "{} plays White", "{} 执白"},
  {Text::GoEnginePlaysBlack, "{} plays Black", "{} 执黑"},
  {Text::GoFriend, "A friend", "好友对局"},
  {Text::GoNoHandicap, "none", "无"},
  {Text::GoAreaScoring, "area (Chinese)", "数子 (中国规则)"},
  {Text::GoTerritoryScoring, "territory (Japanese)", "数目 (日本规则)"},
  {Text::GoStart, "Start", "开始"},
  {Text::GoContinueLast, "Continue the last game", "继续上一局"},
  {Text::GoMarkDead, "Mark the dead stones", "点选死子"},
  {Text::GoThinking, "Thinking", "思考中"},
  {Text::GoSeconds, "{} s", "{} 秒"},
  {Text::GoSecondsOf, "{} s of {} s", "{} / {} 秒"},
  {Text::GoEngineAtLevel, "{}, level {}", "{} 等级 {}"},
  {Text::GoPlayerLine, "{}: {}   captured {}", "{}: {}   提子 {}"},
  {Text::GoKomiLine, "Komi {}", "贴目 {}"},
  {Text::GoHandicapPart, "   Handicap {}", "   让子 {}"},
  {Text::GoMovesPart, "   Moves {}", "   手数 {}"},
  {Text::GoPass, "Pass", "停一手"},
  {Text::GoResign, "Resign", "认输"},
  {Text::GoStopEngine, "Stop engine", "停止引擎"},
  {Text::GoExportSgf, "Export SGF", "导出 SGF"},
  {Text::GoDone, "Done", "完成"},
  {Text::GoResumePlay, "Resume play", "继续对局"},
  {Text::GoAreaCount, "Area count", "数子结果"},
  {Text::GoTerritoryCount, "Territory count", "数目结果"},
  {Text::GoOneStone, "1 stone + ", "1 子 + "},
  {Text::GoStones, "{} stones + ", "{} 子 + "},
  {Text::GoOnePrisoner, "1 prisoner + ", "1 提子 + "},
  {Text::GoPrisoners, "{} prisoners + ", "{} 提子 + "},
  {Text::GoTerritory, "{} territory", "{} 空"},
  {Text::GoPlusKomi, " + komi {}", " + 贴目 {}"},
  {Text::GoNewGame, "A new game of Go.", "新的一局围棋。"},
  {Text::GoPlays, "{} plays {}", "{} 下在 {}"},
  {Text::GoPasses, "{} passes", "{} 停一手"},
  {Text::GoTakesOne, "{} takes 1 stone", "{} 提 1 子"},
  {Text::GoTakes, "{} takes {} stones", "{} 提 {} 子"},
  {Text::GoResigns, "{} resigns", "{} 认输"},
  {Text::GoHintThinking, "Hint: thinking...", "提示: 思考中..."},
  {Text::GoEngineMarks, "The engine marks {} dead stones", "引擎标出 {} 颗死子"},
  {Text::GoEngineMarksOne, "The engine marks 1 dead stone", "引擎标出 1 颗死子"},
  {Text::GoEngineStopped, "The engine did not answer in {} s; a person plays {} from here",
   "引擎 {} 秒内没有应答，此后由人执{}"},
  {Text::GoEngineFailed, "The engine failed: {}", "引擎出错: {}"},
  {Text::GoPersonPlays, "A person plays {} from here", "此后由人执{}"},
  {Text::GoAdviceFailed, "The engine could not help: {}", "引擎无法协助: {}"},
  {Text::GoBothPassed, "Both passed: click the dead stones, then Done", "双方停一手: 点选死子, 然后按完成"},
  {Text::GoUndone, "Undone", "悔棋"},
  {Text::GoRedone, "Redone", "重做"},
  {Text::GoSaved, "Saved (F9 loads it)", "已保存 (F9 读取)"},
  {Text::GoNotSaved, "Not saved: {}", "未能保存: {}"},
  {Text::GoNotExported, "Not exported: {}", "未能导出: {}"},
  {Text::GoSgfWritten, "SGF written: {}", "已导出 SGF: {}"},
  {Text::GoWinsByResignation, "{} wins by resignation", "{} 中盘胜"},
  {Text::GoJigo, "A draw (jigo)", "和棋"},
  {Text::GoWinsBy, "{} wins by {}  ({})", "{} 胜 {}  ({})"},
  {Text::GoOccupied, "Illegal: the point is taken", "不能下: 该点已有棋子"},
  {Text::GoSuicide, "Illegal: suicide (no liberty)", "不能下: 禁入点 (没有气)"},
  {Text::GoKo, "Illegal: ko - play elsewhere first", "不能下: 打劫, 须先在别处落子"},
  {Text::GoSuperko, "Illegal: the position would repeat", "不能下: 全局同形"},
  {Text::GoPlayHasEnded, "Play has ended", "对局已结束"},
  {Text::GoAnalysisButton, "Analysis", "分析"},
  {Text::GoAnalysing, "Analysing...", "分析中..."},
  {Text::GoAnalysisVisits, "{}: {} visits", "{}：{} 次访问"},
  {Text::GoAnalysisPoints, "{}: best moves (points)", "{}：最佳着手 (目)"},
  {Text::GoAnalysisMoveOnly, "{}: its move alone", "{}：只给出一手"},
  {Text::GoPointsValue, "{} points", "{} 目"},
  {Text::GoAnalysisFailed, "The analysis stopped: {}", "分析中止: {}"},
  {Text::GoAnalysisNone, "The engine named no move", "引擎没有给出着手"},
};
// clang-format on

constexpr std::array<Spelling, static_cast<std::size_t>(Text::Count)> byText() {
  std::array<Spelling, static_cast<std::size_t>(Text::Count)> table{};
  for (const Spelling& s : kTable) table[static_cast<std::size_t>(s.text)] = s;
  return table;
}

constexpr auto kByText = byText();

}  // namespace

std::string_view tr(Language language, Text text) {
  const Spelling& s = kByText[static_cast<std::size_t>(text)];
  const char* spelling = language == Language::Chinese ? s.chinese : s.english;
  return spelling ? spelling : "";
}

std::string_view ruleText(Language language, gomoku::Rule rule) {
  switch (rule) {
    case gomoku::Rule::Freestyle:
      return tr(language, Text::Freestyle);
    case gomoku::Rule::Standard:
      return tr(language, Text::Standard);
    case gomoku::Rule::Renju:
      return tr(language, Text::Renju);
  }
  return "";
}

std::string_view levelText(Language language, ai::Level level) {
  switch (level) {
    case ai::Level::Beginner:
      return tr(language, Text::Beginner);
    case ai::Level::Easy:
      return tr(language, Text::Easy);
    case ai::Level::Medium:
      return tr(language, Text::Medium);
    case ai::Level::Hard:
      return tr(language, Text::Hard);
    case ai::Level::Master:
      return tr(language, Text::Master);
  }
  return "";
}

std::string_view choiceText(Language language, OpeningChoice choice) {
  // A declared number of fifth moves is said as the number.
  static constexpr std::array<std::string_view, kMostSoosorvFifths> kDeclared{"1", "2", "3", "4",
                                                                              "5", "6", "7", "8"};
  if (const int count = declaredFifths(choice); count > 0) return kDeclared[count - 1];
  switch (choice) {
    case OpeningChoice::TakeBlack:
      return tr(language, Text::TakeBlack);
    case OpeningChoice::TakeWhite:
      return tr(language, Text::TakeWhite);
    case OpeningChoice::OfferTen:
      return tr(language, Text::OfferTen);
    default:
      break;
  }
  return tr(language, Text::PlaceTwo);
}

std::string_view openingText(Language language, OpeningRule rule) {
  switch (rule) {
    case OpeningRule::Swap:
      return "Swap";
    case OpeningRule::Swap2:
      return "Swap2";
    case OpeningRule::Soosorv8:
    case OpeningRule::Taraguchi10:
      return openingTitle(rule);
    case OpeningRule::None:
      break;
  }
  return tr(language, Text::NoOpening);
}

std::string_view colourText(Language language, Stone colour) {
  return tr(language, colour == Stone::Black ? Text::Black : Text::White);
}

std::string standardOpeningText(Language language, const StandardOpening& opening) {
  const std::array<Word, 2> words{std::string(standardOpeningName(language, opening)),
                                  std::to_string(opening.numberOfItsKind())};
  return format(language, opening.direct() ? Text::DirectOpening : Text::IndirectOpening, words);
}

std::string_view standardOpeningName(Language language, const StandardOpening& opening) {
  return language == Language::Chinese ? opening.chinese : opening.name;
}

std::string clockText(Language language, const session::TimeControl& clock) {
  using Kind = session::TimeControl::Kind;
  const bool zh = language == Language::Chinese;
  auto minutes = [zh](session::Millis ms) {
    auto s = ms.count() / 1000;
    if (s % 60 != 0) return std::to_string(s) + (zh ? " 秒" : " s");
    return std::to_string(s / 60) + (zh ? " 分钟" : " min");
  };
  switch (clock.kind) {
    case Kind::None:
      return std::string(tr(language, Text::NoClock));
    case Kind::SuddenDeath:
      return minutes(clock.main);
    case Kind::Fischer:
      return minutes(clock.main) + " + " + minutes(clock.increment);
    case Kind::ByoYomi:
      return minutes(clock.main) + (zh ? "，读秒 " : ", byo-yomi ") + std::to_string(clock.periods) + " x " +
             minutes(clock.period);
  }
  return "";
}

std::string deleteVariationQuestion(Language language, const std::string& first, std::size_t moves) {
  const std::string n = std::to_string(moves);
  if (language == Language::Chinese)
    return "删除从 " + first + " 开始的变化吗？\n其中的 " + n + " 手将无法恢复。";
  return "Delete the variation from " + first + "?\nIts " + n + (moves == 1 ? " move is" : " moves are") +
         " lost for good.";
}

std::string explain(Language language, const FileProblem& problem) {
  if (language != Language::Chinese) return problem.message();
  switch (problem.kind) {
    case FileProblem::Kind::Missing:
      return "没有这个文件";
    case FileProblem::Kind::NoFolder:
      return "没有这个文件夹";
    case FileProblem::Kind::NoPermission:
      return "没有权限";
    case FileProblem::Kind::NotAFile:
      return "这不是普通文件（是文件夹、管道或设备）";
    case FileProblem::Kind::TooBig:
      return "文件太大，不是本游戏的文件";
    case FileProblem::Kind::DiskFull:
      return "磁盘已满";
    case FileProblem::Kind::Other:
      break;
  }
  return "系统错误：" + problem.detail;
}

std::string explain(Language language, std::string_view file, const SaveFileProblem& problem) {
  const bool zh = language == Language::Chinese;
  std::string why;
  switch (problem.kind) {
    case SaveFileProblem::Kind::File:
      why = explain(language, problem.file);
      break;
    case SaveFileProblem::Kind::NotASave:
      why = zh ? "这不是五子棋的存档" : "not a Gomoku save file";
      break;
    case SaveFileProblem::Kind::Newer:
      why = zh ? "由更新版本的游戏保存，请先更新游戏（" + problem.detail + "）" : problem.detail;
      break;
    case SaveFileProblem::Kind::Damaged:
      why = zh ? "存档已损坏（" + problem.detail + "）" : problem.detail;
      break;
  }
  return std::string(file) + (zh ? "：" : ": ") + why;
}

std::string refusalText(Language language, const IllegalMove& illegal) {
  if (language == Language::English) return illegal.message();
  switch (illegal.reason) {
    case IllegalMove::Reason::OffBoard:
      return "在棋盘外";
    case IllegalMove::Reason::AwaitingCount:
      return "请先声明第五手的打点数";
    case IllegalMove::Reason::OutsideArea:
      if (illegal.detail == "1x1") return "第一手须下在天元";
      return "超出中央 " + illegal.detail + " 范围";
    case IllegalMove::Reason::AlreadyOffered:
      return "这一点已经提出过";
    case IllegalMove::Reason::Symmetric:
      return "与已提出的第五手 " + illegal.detail + " 对称";
    case IllegalMove::Reason::NotOffered:
      return "不是提出的第五手之一";
    case IllegalMove::Reason::Occupied:
    case IllegalMove::Reason::Forbidden:
    case IllegalMove::Reason::GameOver:
    case IllegalMove::Reason::AwaitingChoice:
      break;
  }
  return illegal.message();
}

std::string impossibleText(Language language, const ImpossiblePosition& why, int boardSize) {
  if (language == Language::English) return why.message(boardSize);
  using Reason = ImpossiblePosition::Reason;
  const std::string at = toNotation(why.at, boardSize);
  switch (why.reason) {
    case Reason::OffBoard:
      return "有棋子在棋盘外";
    case Reason::Doubled:
      return at + " 上有两枚棋子";
    case Reason::Counts:
      return "黑子 " + std::to_string(why.black) + " 枚，白子 " + std::to_string(why.white) +
             " 枚：黑子须与白子一样多（轮到黑）或多一枚（轮到白）";
    case Reason::Five:
      return std::string(colourText(language, why.colour)) + "在 " + at + " 已经连成五子";
    case Reason::Overline:
      return "黑棋在 " + at + " 的长连是连珠规则的禁手";
  }
  return why.message(boardSize);
}

Text foulText(Foul foul) {
  switch (foul) {
    case Foul::Overline:
      return Text::Overline;
    case Foul::DoubleFour:
      return Text::DoubleFour;
    case Foul::DoubleThree:
    case Foul::None:
      break;
  }
  return Text::DoubleThree;
}

Text goIllegalKey(go::IllegalMove::Reason reason) {
  using Reason = go::IllegalMove::Reason;
  switch (reason) {
    case Reason::Occupied:
      return Text::GoOccupied;
    case Reason::Suicide:
      return Text::GoSuicide;
    case Reason::Ko:
      return Text::GoKo;
    case Reason::Superko:
      return Text::GoSuperko;
    case Reason::OffBoard:
    case Reason::GameOver:
      break;
  }
  return Text::GoPlayHasEnded;
}

std::string_view goIllegalText(Language language, go::IllegalMove::Reason reason) {
  return tr(language, goIllegalKey(reason));
}

Text colourKey(Stone colour) {
  return colour == Stone::Black ? Text::Black : Text::White;
}

std::string format(Language language, Text text, std::span<const Word> words) {
  const std::string_view pattern = tr(language, text);
  std::string said;
  std::size_t next = 0;
  for (std::size_t at = 0; at < pattern.size(); ++at) {
    if (pattern.compare(at, 2, "{}") != 0 || next == words.size()) {
      said += pattern[at];
      continue;
    }
    const Word& word = words[next++];
    if (const std::string* written = std::get_if<std::string>(&word))
      said += *written;
    else if (const Text* key = std::get_if<Text>(&word))
      said += tr(language, *key);
    else
      said += language == Language::Chinese ? std::get<Spellings>(word).chinese
                                            : std::get<Spellings>(word).english;
    ++at;
  }
  return said;
}

}  // namespace gomoku::app

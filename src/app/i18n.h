// Every word the game shows, in English and in Simplified Chinese. Scenes ask for a Text by name;
// the table in i18n.cpp holds both spellings side by side so a missing one is easy to see.
#pragma once

#include <string_view>

#include "app/settings.h"
#include "core/game.h"
#include "core/go/game.h"
#include "core/save_file.h"

namespace gomoku::app {

enum class Text : int {
  Title,
  Subtitle,
  Continue,
  PlayVsComputer,
  PlayVsFriend,
  ComputerVsComputer,
  SettingsTitle,
  About,
  Quit,
  Back,
  Undo,
  Redo,
  NewGame,
  Save,
  Load,
  Menu,
  Hint,
  Resume,
  Paused,
  Black,
  White,
  Person,
  Computer,
  ToMove,
  Thinking,
  Rule,
  Moves,
  BlackWins,
  WhiteWins,
  Draw,
  Illegal,
  Occupied,
  Overline,
  DoubleFour,
  DoubleThree,
  GameIsOver,
  OnlyWatched,
  ComputerMovedThere,
  YouWon,
  YouLost,
  Undone,
  Redone,
  NothingToUndo,
  NothingToRedo,
  Saved,
  Loaded,
  QuickSaved,
  QuickLoaded,
  NoQuickSave,
  CannotSave,
  CannotLoad,
  NewGameStarted,
  HintIs,
  NoAudio,
  AssetMissing,
  DeleteSaveQuestion,
  Delete,
  Deleted,
  CannotDelete,
  Unreadable,
  PositionCopied,
  PositionPasted,
  CannotCopy,
  CannotPaste,
  EmptyBoard,
  AssetNotFound,
  AssetDamaged,
  MusicOn,
  MusicOff,
  EffectsOn,
  EffectsOff,
  AppliesNextGame,
  LoadTitle,
  QuickSave,
  NoSaves,
  Cancel,
  Language,
  BoardSize,
  ComputerLevel,
  ComputerColour,
  Music,
  MusicVolume,
  Effects,
  EffectsVolume,
  Fullscreen,
  MoveNumbers,
  Coordinates,
  On,
  Off,
  Easy,
  Medium,
  Hard,
  Master,
  Freestyle,
  Standard,
  Renju,
  AboutWhat,
  AboutRules,
  AboutKeysTitle,
  AboutKeys,
  AboutCredits,
  Version,
  DiscardGameQuestion,
  KeepPlaying,
  NoLegalMove,
  OverlineNoWin,
  CannotKeepGame,
  QuitAnyway,
  Silent,
  EngineFailed,
  Clock,
  GameClock,  // the clock of the network game in hand (the host's row, the joiner's log)
  NamedSave,
  SettingsUnread,
  CannotSaveSettings,
  NoClock,
  LostOnTime,
  WinsOnTime,
  KeyHintsMenu,
  KeyHintsSettings,
  StatisticsUnread,
  CannotSaveStatistics,
  YourRecord,
  NoGamesYet,
  GamesWon,
  GamesLost,
  GamesDrawn,
  NameTheSave,
  Engine,
  BuiltInEngine,
  AddEngine,
  Add,
  EnginePath,
  NotAnEngine,
  NoSuchFile,
  AFolder,
  NotAFile,
  NotExecutable,
  ComputerChose,
  TakeBlack,
  TakeWhite,
  PlaceTwo,
  OfferTen,
  RenjuOpeningsNeedRenju,
  DeclareFifths,
  OpeningRefused,
  Opening,
  NoOpening,
  OpeningPlace,
  OpeningChooseColour,
  ChooseFirst,
  HintEngineFailed,
  YouChose,
  NewLine,
  NewLineStarted,
  LookingBack,
  Review,
  StopReview,
  ReviewTitle,
  ReviewTimeEach,
  ReviewPositions,
  Reviewing,
  ReviewDone,
  ReviewStopped,
  NoMistakes,
  EngineSays,
  EngineInsteadOf,
  ReviewEngineFailed,
  Count
};

std::string_view tr(Language language, Text text);

std::string_view ruleText(Language language, gomoku::Rule rule);
std::string_view levelText(Language language, ai::Level level);
std::string_view choiceText(Language language, OpeningChoice choice);
std::string_view openingText(Language language, OpeningRule rule);
std::string_view colourText(Language language, Stone colour);
// Why a stone of Go cannot go there, for the player: "Illegal: ko - play elsewhere first".
std::string_view goIllegalText(Language language, go::IllegalMove::Reason reason);
// "5 min", "5 min + 3 s", "10 min, 5 x 30 s byo-yomi", "No clock".
std::string clockText(Language language, const session::TimeControl& clock);
// Asked before a move from a past position starts a new line: "Start a new line after move 12?".
std::string newLineQuestion(Language language, std::size_t moves);
// Why a file could not be read or written, in the player's language.
std::string explain(Language language, const FileProblem& problem);
// Why a save could not be read or written: "quicksave.gomoku: damaged (checksum mismatch)".
std::string explain(Language language, std::string_view file, const SaveFileProblem& problem);
// Why a move is refused by the opening's own limits (its squares, the fifth moves offered), or
// off the board, in the player's language: "outside the central 5x5" / "超出中央 5x5".
std::string refusalText(Language language, const IllegalMove& illegal);
// The name of a foul renju forbids: Overline, DoubleFour, DoubleThree.
Text foulText(Foul foul);

}  // namespace gomoku::app

#include "cli/net_invitation.h"

#include <ostream>
#include <vector>

#include "cli/terminal_words.h"
#include "core/go/scoring.h"

namespace gomoku::cli {

void sayCode(const session::OnlineMatch& online, std::ostream& out) {
  const std::string& code = online.gameCode();
  if (code.empty()) {
    out << "An open game: whoever joins plays, no code asked.\n";
  } else {
    out << "Game code: " << code << " (tell it to your friend).\n";
  }
  out << "A friend joins with: gomoku --text --join ADDRESS:" << online.port()
      << (code.empty() ? "" : " --code " + code) << ", where ADDRESS is";
  std::vector<std::string> addresses = session::localAddresses();
  if (addresses.empty()) addresses.push_back("127.0.0.1");
  for (std::size_t i = 0; i < addresses.size(); ++i)
    out << (i == 0 ? " " : i + 1 == addresses.size() ? " or " : ", ") << addresses[i];
  out << ".\n";
}

session::OnlineSetup hostedGame(const NetGameOptions& options) {
  return {.rule = options.rule,
          .boardSize = options.boardSize,
          .hostColour = options.hostColour,
          .kind = options.kind,
          .komi = options.komi,
          .handicap = options.handicap,
          .clock = options.clock};
}

void sayHowToJoin(const session::OnlineMatch& online, const NetGameOptions& options, std::ostream& out) {
  const std::string size = std::to_string(options.boardSize);
  if (options.kind == session::GameKind::Go) {
    out << "Hosting Go (" << size << "x" << size << ", komi " << go::pointsText(options.komi);
    if (options.handicap > 0) out << ", handicap " << options.handicap;
    out << ")";
  } else {
    out << "Hosting Gomoku (" << ruleName(options.rule) << " rule, " << size << "x" << size << ")";
  }
  if (options.clock.counts()) out << ", clock " << options.clock.text();
  out << " on port " << online.port() << "; you play " << stoneName(options.hostColour) << ".\n";
  sayCode(online, out);
  out << "Waiting for a player to join...\n";
}

std::string lobbyCode(const std::string& at, const std::string& caFile, const std::string& code) {
  return "Game code: " + code + " (tell it to your friend).\nA friend joins with: gomoku --text --lobby " +
         at + (caFile.empty() ? "" : " --lobby-ca " + caFile) + " --join-code " + code + "\n";
}

}  // namespace gomoku::cli

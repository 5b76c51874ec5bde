// gomoku-lobby on the loopback, over TLS: pairing and relaying, and every fault a stranger can
// bring (garbage, an overlong line, a handshake never finished, many half-open sockets, guessed
// codes, a taken seat, a false host, a certificate for another name or from no one trusted).
#include <gtest/gtest.h>

#include <asio.hpp>
#include <functional>
#include <thread>

#include "lobby_steps.h"
#include "net/lobby_words.h"

namespace gomoku::lobby {
namespace {

using namespace std::chrono_literals;
using asio::ip::tcp;

TEST(Lobby, PairsAHostWithItsJoinerAndRelaysTheirLinesUnchanged) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  hosted(*host, "K7QX3M");
  auto joiner = secure(lobby);
  joiner->say("JOIN k7qx3m");  // any case
  EXPECT_EQ(joiner->line(), "WAITING");
  const auto seat = joiner->line();
  ASSERT_TRUE(seat && seat->starts_with("JOINED K7QX3M ")) << seat.value_or("(nothing)");
  EXPECT_EQ(seat->size(), std::string("JOINED K7QX3M ").size() + net::kLobbySecretLength);
  EXPECT_EQ(joiner->line(), "PAIRED");
  EXPECT_EQ(host->line(), "PAIRED");
  joiner->say("HELLO gomoku-net 1 bob");
  joiner->say("CODE k7qx3m");
  EXPECT_EQ(host->line(), "HELLO gomoku-net 1 bob");
  EXPECT_EQ(host->line(), "CODE k7qx3m");
  host->sayBytes("MOVE 1 h8\r\nJOIN what\n");  // relayed as they come: no lobby word any more
  EXPECT_EQ(joiner->line(), "MOVE 1 h8");      // a line as the game reads it: "\r\n" ends it as "\n" does
  EXPECT_EQ(joiner->line(), "JOIN what");
}

TEST(Lobby, GarbageIsRefusedInOneLineAndTheLobbyGoesOn) {
  RunningLobby lobby(quick());
  auto stranger = secure(lobby);
  stranger->sayBytes(std::string("\x01\xff garbage \x7f\n", 13));
  auto refusal = stranger->line();
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->rfind("REFUSED an unknown word", 0), 0U) << *refusal;
  EXPECT_TRUE(stranger->closedWithin(2s));
  auto wrong = secure(lobby);
  wrong->say("HOST K7QX3M oops unlisted alice");
  EXPECT_EQ(wrong->line(), "REFUSED a host secret is 32 hex digits, or new");
  auto host = secure(lobby);
  hosted(*host, "AAAA");
}

TEST(Lobby, AnOverlongLineIsRefused) {
  RunningLobby lobby(quick());
  auto stranger = secure(lobby);
  stranger->sayBytes(std::string(600, 'x'));
  EXPECT_EQ(stranger->line(), "REFUSED a line longer than 512 bytes");
  EXPECT_TRUE(stranger->closedWithin(2s));
}

TEST(Lobby, OneWordThenWaitForPaired) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  hosted(*host, "AAAA");
  host->say("HELLO gomoku-net 1 alice");  // before a joiner: nobody to relay to
  EXPECT_EQ(host->lineStarting("REFUSED"), "REFUSED one word, then wait for PAIRED");
}

TEST(Lobby, ASideThatSaysNothingIsToldTheDeadline) {
  RunningLobby lobby(quick());
  auto quiet = secure(lobby);
  EXPECT_EQ(quiet->line(2s), "REFUSED say HOST, JOIN or LIST within 500 ms");
}

TEST(Lobby, AHandshakeNeverFinishedIsClosedAtItsDeadline) {
  RunningLobby lobby(quick());
  asio::io_context io;
  std::vector<tcp::socket> raw;
  raw.emplace_back(io);
  raw.back().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), lobby.port()));
  EXPECT_EQ(closedWithin(raw, io, 3s), 1U);
}

TEST(Lobby, ManyHalfOpenSocketsLeaveTheLobbyServingAndAreAllClosed) {
  RunningLobby lobby(quick());
  asio::io_context io;
  std::vector<tcp::socket> sockets;
  for (int i = 0; i < 300; ++i) {
    sockets.emplace_back(io);
    sockets.back().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), lobby.port()));
    if (i % 3 == 0) asio::write(sockets.back(), asio::buffer(std::string("GET / HTTP/1.0\r\n")));
  }
  auto host = secure(lobby);
  hosted(*host, "BUSY");
  auto joiner = secure(lobby);
  joiner->say("JOIN BUSY");
  EXPECT_EQ(joiner->lineStarting("PAIRED"), "PAIRED");
  EXPECT_EQ(closedWithin(sockets, io, 3s), sockets.size());
}

TEST(Lobby, AWrongCodeAgainAndAgainMeetsTheRateLimit) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  hosted(*host, "RIGHT");
  for (int i = 0; i < 5; ++i) {
    auto guesser = secure(lobby);
    guesser->say("JOIN WRONG" + std::to_string(i));
    EXPECT_EQ(guesser->line(), "REFUSED no game with this code");
  }
  auto guesser = secure(lobby);
  guesser->say("JOIN RIGHT");  // right, but too late for this minute
  EXPECT_EQ(guesser->line(), "REFUSED too many wrong game codes");
}

TEST(Lobby, ASecondJoinerForATakenCodeIsRefused) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  hosted(*host, "TAKEN");
  auto first = secure(lobby);
  first->say("JOIN TAKEN");
  EXPECT_EQ(first->lineStarting("PAIRED"), "PAIRED");
  auto second = secure(lobby);
  second->say("JOIN TAKEN");
  EXPECT_EQ(second->line(), "REFUSED this game has both its players");
  first->say("MOVE 2 a1");  // the pair is untouched
  EXPECT_EQ(host->lineStarting("MOVE"), "MOVE 2 a1");
}

TEST(Lobby, OnlyTheHostWithItsSecretComesBackToItsCode) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  const std::string secret = hosted(*host, "MINE");
  host->close();
  auto thief = secure(lobby);
  thief->say("HOST MINE new unlisted mallory gomoku");
  EXPECT_EQ(thief->line(), "REFUSED this code is another host's game: choose another code");
  auto forger = secure(lobby);
  forger->say("HOST MINE " + std::string(32, 'a') + " unlisted mallory gomoku");
  EXPECT_EQ(forger->line(), "REFUSED this code is another host's game: choose another code");
  auto back = secure(lobby);
  back->say("HOST MINE " + secret + " unlisted alice gomoku");
  EXPECT_EQ(back->line(), "HOSTED MINE " + secret);
}

TEST(Lobby, WhenOneSideDropsTheOtherIsClosedAndBothComeBack) {
  RunningLobby lobby(quick());
  auto host = secure(lobby);
  const std::string secret = hosted(*host, "AGAIN");
  auto joiner = secure(lobby);
  joiner->say("JOIN AGAIN");
  const std::string seat = seatSecret(*joiner, "AGAIN");
  ASSERT_EQ(joiner->line(), "PAIRED");
  host->close();
  EXPECT_TRUE(joiner->closedWithin(2s));
  joiner = secure(lobby);
  joiner->say("JOIN AGAIN again " + seat);
  EXPECT_EQ(joiner->line(), "WAITING");  // the host is away: the seat waits for it
  host = secure(lobby);
  host->say("HOST AGAIN " + secret + " unlisted alice gomoku");
  EXPECT_EQ(host->lineStarting("PAIRED"), "PAIRED");
  EXPECT_EQ(joiner->line(), "JOINED AGAIN " + seat);  // the same seat, told again
  EXPECT_EQ(joiner->line(), "PAIRED");
}

// The code of a listed game is public and an unlisted one's may be guessed or overheard: once a
// game was paired, its joiner's seat is taken back with the seat secret, never with the code alone.
TEST(Lobby, AGamePairedOnceKeepsItsSeatFromAStrangerWithTheCode) {
  RunningLobby lobby(quick());
  for (const std::string listing : {"listed", "unlisted"}) {
    const std::string code = listing == "listed" ? "SEATL" : "SEATU";
    auto host = secure(lobby);
    host->say("HOST " + code + " new " + listing + " alice gomoku");
    const auto hostedLine = host->line();
    ASSERT_TRUE(hostedLine && hostedLine->starts_with("HOSTED "));
    const std::string secret = hostedLine->substr(hostedLine->rfind(' ') + 1);
    auto joiner = secure(lobby);
    joiner->say("JOIN " + code);
    const std::string seat = seatSecret(*joiner, code);
    ASSERT_EQ(joiner->line(), "PAIRED");
    joiner->close();  // its connection drops; the lobby closes the host's too
    EXPECT_TRUE(host->closedWithin(2s));
    host = secure(lobby);
    host->say("HOST " + code + " " + secret + " " + listing + " alice gomoku");
    ASSERT_TRUE(host->lineStarting("WAITING"));
    // (Two tries each: every one counts as a wrong code, and the loopback may give 4 a minute
    // before the joiner's own is refused too.)
    for (const std::string& word : {std::string(), " again " + std::string(32, 'a')}) {
      auto stranger = secure(lobby);
      stranger->say("JOIN " + code + word);
      EXPECT_EQ(stranger->line(), "REFUSED this game's seat is kept for its player") << listing << word;
    }
    auto back = secure(lobby);
    back->say("JOIN " + code + " again " + seat);
    EXPECT_EQ(back->line(), "WAITING");
    EXPECT_EQ(back->line(), "JOINED " + code + " " + seat);
    EXPECT_EQ(back->line(), "PAIRED");
    EXPECT_EQ(host->lineStarting("PAIRED"), "PAIRED");
    // Back on a newer connection before the lobby saw the old one go (a laptop that woke up): the
    // seat secret takes the seat over.
    auto newer = secure(lobby);
    newer->say("JOIN " + code + " again " + seat);
    EXPECT_EQ(newer->line(), "WAITING");
    EXPECT_TRUE(back->closedWithin(2s));
  }
  // Each stranger's try counted as a wrong code: the sixth from the address meets the limit.
  auto fifth = secure(lobby);
  fifth->say("JOIN SEATL again");
  EXPECT_EQ(fifth->line(), "REFUSED this game's seat is kept for its player");
  auto sixth = secure(lobby);
  sixth->say("JOIN SEATL again " + std::string(32, 'a'));
  EXPECT_EQ(sixth->line(), "REFUSED too many wrong game codes");
}

// The lobby stops and starts again knowing nothing; the players' secrets, given at least a second
// before, are older than any it gives after.
void restartLater(RunningLobby& lobby, PairedGame& game) {
  std::this_thread::sleep_for(1100ms);
  lobby.stop();
  EXPECT_TRUE(game.host->closedWithin(2s));
  EXPECT_TRUE(game.joiner->closedWithin(2s));
  lobby.start();
}

TEST(Lobby, AJoinerComingBackToALobbyThatRestartedWaitsForItsHost) {
  RunningLobby lobby(quick());
  PairedGame game = paired(lobby, "BACK");
  restartLater(lobby, game);
  auto joiner = secure(lobby);
  joiner->say("JOIN BACK again " + game.seat);
  EXPECT_EQ(joiner->line(), "WAITING");
  auto host = secure(lobby);
  host->say("HOST BACK " + game.secret + " unlisted alice gomoku");
  EXPECT_EQ(host->line(), "HOSTED BACK " + game.secret);
  EXPECT_EQ(host->lineStarting("PAIRED"), "PAIRED");
  EXPECT_EQ(joiner->line(), "JOINED BACK " + game.seat);  // the same seat
  EXPECT_EQ(joiner->line(), "PAIRED");
}

// Before, a stranger could say JOIN CODE again and sit in a seat before its game existed, or
// before its host came back to a lobby that restarted. Only a seat secret of this lobby's for the
// code waits now; a made-up one or none is no game.
TEST(Lobby, NobodyWaitsInASeatWithoutItsSecret) {
  RunningLobby lobby(quick());
  for (const std::string& word : {std::string(), " " + std::string(32, 'e')}) {
    auto squatter = secure(lobby);
    squatter->say("JOIN SQUAT again" + word);
    EXPECT_EQ(squatter->line(), "REFUSED no game with this code") << word;
  }
  auto host = secure(lobby);
  hosted(*host, "SQUAT");  // a new game: nobody sat down in it
  EXPECT_EQ(host->line(300ms), std::nullopt);
}

// The lobby restarted and a stranger who knows the code (a listed game's is public) hosts it
// first: the rightful host, with the older secret, takes the game back at once, and the stranger,
// with its newer one, cannot take it again.
TEST(Lobby, TheHostWithTheOlderSecretTakesItsGameBackFromAStranger) {
  RunningLobby lobby(quick());
  PairedGame game = paired(lobby, "TAKEN");
  restartLater(lobby, game);
  auto stranger = secure(lobby);
  stranger->say("HOST TAKEN new unlisted evil gomoku");
  auto strangerHosted = stranger->line();
  ASSERT_TRUE(strangerHosted && strangerHosted->starts_with("HOSTED TAKEN ")) << strangerHosted.value_or("");
  const std::string strangerSecret = strangerHosted->substr(strangerHosted->rfind(' ') + 1);
  auto host = secure(lobby);
  host->say("HOST TAKEN " + game.secret + " unlisted alice gomoku");
  EXPECT_EQ(host->line(), "HOSTED TAKEN " + game.secret);
  EXPECT_TRUE(stranger->closedWithin(2s));
  auto again = secure(lobby);
  again->say("HOST TAKEN " + strangerSecret + " unlisted evil gomoku");
  EXPECT_EQ(again->line(), "REFUSED this code is another host's game: choose another code");
  // A secret the lobby never gave makes no game either.
  auto forger = secure(lobby);
  forger->say("HOST OTHER " + std::string(32, 'c') + " unlisted evil gomoku");
  EXPECT_EQ(forger->line(), "REFUSED this secret is not this lobby's: host a new game");
}

// After a restart the lobby cannot know that a game its host brings back had met its joiner: a
// stranger with the code may sit in the free seat (the host's program then finds it out and turns
// it away, net/game_proof.h), but the joiner with its older seat secret takes the seat at once.
TEST(Lobby, TheJoinerWithItsSeatTakesItBackFromAStranger) {
  RunningLobby lobby(quick());
  PairedGame game = paired(lobby, "SEATS");
  restartLater(lobby, game);
  auto host = secure(lobby);
  host->say("HOST SEATS " + game.secret + " unlisted alice gomoku");
  ASSERT_TRUE(host->lineStarting("WAITING"));
  auto stranger = secure(lobby);
  stranger->say("JOIN SEATS");
  EXPECT_TRUE(stranger->lineStarting("PAIRED"));
  auto joiner = secure(lobby);
  joiner->say("JOIN SEATS again " + game.seat);
  EXPECT_EQ(joiner->line(), "WAITING");
  EXPECT_TRUE(stranger->closedWithin(2s));
  EXPECT_TRUE(host->closedWithin(2s));  // its partner went: it comes back, as after any drop
  host = secure(lobby);
  host->say("HOST SEATS " + game.secret + " unlisted alice gomoku");
  EXPECT_EQ(host->lineStarting("PAIRED"), "PAIRED");
  EXPECT_EQ(joiner->line(), "JOINED SEATS " + game.seat);
  EXPECT_EQ(joiner->line(), "PAIRED");
  // The stranger's newer seat secret is no key to the seat now.
  joiner->close();
  auto late = secure(lobby);
  late->say("JOIN SEATS again");
  EXPECT_EQ(late->line(), "REFUSED this game's seat is kept for its player");
}

// A host that comes back on a new connection before the lobby saw its old one go is counted once.
TEST(Lobby, AHostBackOnANewConnectionIsCountedOnce) {
  LobbySettings settings = quick();
  settings.gamesPerAddress = 1;
  RunningLobby lobby(settings);
  auto host = secure(lobby);
  const std::string secret = hosted(*host, "ONCE");
  auto newer = secure(lobby);
  newer->say("HOST ONCE " + secret + " unlisted alice gomoku");
  EXPECT_EQ(newer->line(), "HOSTED ONCE " + secret);
  EXPECT_TRUE(host->closedWithin(2s));
  newer->close();
  std::this_thread::sleep_for(200ms);  // the lobby sees it go
  auto next = secure(lobby);
  hosted(*next, "NEXT");
}

// Wrong codes from a neighbour on the same address (one home router) never keep a player with
// its right secret out of its own game.
TEST(Lobby, ARightSecretIsNeverRefusedForANeighboursWrongGuesses) {
  RunningLobby lobby(quick());
  PairedGame game = paired(lobby, "NEAR");
  game.joiner->close();
  EXPECT_TRUE(game.host->closedWithin(2s));
  for (int i = 0; i < 6; ++i) {
    auto guesser = secure(lobby);
    guesser->say("JOIN WRONG" + std::to_string(i));
    EXPECT_TRUE(guesser->lineStarting("REFUSED"));
  }
  for (int i = 0; i < 6; ++i) {
    auto thief = secure(lobby);
    thief->say("HOST NEAR " + std::string(32, 'a') + " unlisted mallory gomoku");
    EXPECT_TRUE(thief->lineStarting("REFUSED"));
  }
  auto joiner = secure(lobby);
  joiner->say("JOIN NEAR again " + game.seat);
  EXPECT_EQ(joiner->line(), "WAITING");
  auto host = secure(lobby);
  host->say("HOST NEAR " + game.secret + " unlisted alice gomoku");
  EXPECT_EQ(host->line(), "HOSTED NEAR " + game.secret);
  EXPECT_EQ(joiner->lineStarting("PAIRED"), "PAIRED");
}

// A game frees its place on its host's address as soon as its host has left (the game over, or
// its program stopped), not 15 minutes later; a host coming back with its secret is let in.
TEST(Lobby, AGameWhoseHostLeftFreesItsPlaceAtOnce) {
  LobbySettings settings = quick();
  settings.gamesPerAddress = 1;
  RunningLobby lobby(settings);
  PairedGame game = paired(lobby, "ENDS");
  game.joiner->say("BYE");
  EXPECT_EQ(game.host->line(), "BYE");
  game.host->close();  // its program leaves too
  EXPECT_TRUE(game.joiner->closedWithin(2s));
  auto next = secure(lobby);
  hosted(*next, "NEXT");
  next->close();
  std::this_thread::sleep_for(200ms);  // the lobby sees it go
  auto third = secure(lobby);
  hosted(*third, "THIRD");
  auto fourth = secure(lobby);
  fourth->say("HOST FOURTH new unlisted alice gomoku");
  EXPECT_EQ(fourth->line(), "REFUSED your address hosts 1 games already");
  third->close();
  std::this_thread::sleep_for(200ms);
  auto back = secure(lobby);
  back->say("HOST ENDS " + game.secret + " unlisted alice gomoku");
  EXPECT_EQ(back->line(), "HOSTED ENDS " + game.secret);
}

TEST(Lobby, AnAddressHostsALimitedNumberOfGames) {
  LobbySettings settings = quick();
  settings.gamesPerAddress = 2;
  RunningLobby lobby(settings);
  auto one = secure(lobby);
  hosted(*one, "ONE");
  auto two = secure(lobby);
  hosted(*two, "TWO");
  auto three = secure(lobby);
  three->say("HOST THREE new unlisted alice gomoku");
  EXPECT_EQ(three->line(), "REFUSED your address hosts 2 games already");
}

TEST(Lobby, AGameInWhichNothingIsSaidIsDropped) {
  LobbySettings settings = quick();
  settings.idleLimit = 400ms;
  settings.waitingEvery = 100s;
  RunningLobby lobby(settings);
  auto host = secure(lobby);
  hosted(*host, "IDLE");
  EXPECT_EQ(host->line(3s), "REFUSED nothing said in the game for 400 ms");
  auto late = secure(lobby);
  late->say("JOIN IDLE");
  EXPECT_EQ(late->line(), "REFUSED no game with this code");
}

TEST(Lobby, ListsTheListedGamesWithAFreeSeat) {
  RunningLobby lobby(quick());
  auto open = secure(lobby);
  open->say("HOST OPEN new listed alice gomoku rule=renju size=15");
  ASSERT_TRUE(open->lineStarting("WAITING"));
  auto hidden = secure(lobby);
  hosted(*hidden, "HIDDEN");
  auto lister = secure(lobby);
  lister->say("LIST");
  EXPECT_EQ(lister->line(), "LISTED OPEN alice gomoku rule=renju size=15");
  EXPECT_EQ(lister->line(), "END");
}

TEST(Lobby, ACertificateForAnotherNameIsRefusedInWords) {
  const auto folder = std::filesystem::temp_directory_path() / "gomoku-lobby-test-elsewhere";
  std::filesystem::create_directories(folder);
  LobbySettings settings = quick();
  const TestCertificate elsewhere = makeTestCertificate(folder, "elsewhere", "elsewhere.example", false);
  settings.certificate = elsewhere.certificate;
  settings.key = elsewhere.key;
  RunningLobby lobby(settings);
  LobbyClient client(lobby.port(), elsewhere.certificate.string(), "localhost");
  EXPECT_EQ(client.handshake(), "the lobby's certificate is for another name: refused");
  LobbyClient byAddress(lobby.port(), elsewhere.certificate.string(), "127.0.0.1");
  EXPECT_EQ(byAddress.handshake(), "the lobby's certificate is for another name: refused");
  LobbyClient rightName(lobby.port(), elsewhere.certificate.string(), "elsewhere.example");
  EXPECT_EQ(rightName.handshake(), "");
  std::filesystem::remove_all(folder);
}

TEST(Lobby, ACertificateNoOneTrustedIsRefusedInWords) {
  RunningLobby lobby(quick());
  const TestCertificate other = makeTestCertificate(lobby.folder(), "other", "localhost");
  LobbyClient client(lobby.port(), other.certificate.string());
  const std::string failure = client.handshake();
  EXPECT_EQ(failure.rfind("the lobby's certificate is not trusted (", 0), 0U) << failure;
}

TEST(LobbyWords, ReadBackWhatTheyWrite) {
  using Word = net::LobbyLine::Word;
  const net::LobbyLine lines[] = {
      {Word::Host, "K7QX3M", std::string(32, 'f'), true, "a b=c", false},
      {Word::Host, "K7", "", false, "x", false},
      {Word::Join, "ABC", "", false, "", false},
      {Word::Join, "ABC", "", false, "", true},
      {Word::Join, "ABC", std::string(32, 'b'), false, "", true},
      {Word::Joined, "ABC", std::string(32, '9'), false, "", false},
      {Word::Hosted, "ABC", std::string(32, '0'), false, "", false},
      {Word::Listed, "ABC", "", false, "alice go size=9", false},
      {Word::Refused, "", "", false, "why not", false},
      {Word::Paired, "", "", false, "", false},
  };
  for (const auto& line : lines) {
    auto read = net::decodeLobbyLine(net::encodeLobbyLine(line));
    ASSERT_TRUE(read) << net::encodeLobbyLine(line) << ": " << read.error();
    EXPECT_EQ(read.value().word, line.word);
    EXPECT_EQ(read.value().code, line.code);
    EXPECT_EQ(read.value().secret, line.secret);
    EXPECT_EQ(read.value().listed, line.listed);
    EXPECT_EQ(read.value().text, line.text);
    EXPECT_EQ(read.value().again, line.again);
  }
  EXPECT_FALSE(net::decodeLobbyLine("JOIN"));
  EXPECT_FALSE(net::decodeLobbyLine("JOIN ab-c"));
  EXPECT_FALSE(net::decodeLobbyLine("JOIN abc please"));
  EXPECT_FALSE(net::decodeLobbyLine("HOST ABC new maybe x"));
  EXPECT_FALSE(net::decodeLobbyLine("HOSTED ABC 123"));
  EXPECT_FALSE(net::decodeLobbyLine("JOINED ABC 123"));
  EXPECT_FALSE(net::decodeLobbyLine("JOIN ABC again 123"));
  EXPECT_FALSE(net::decodeLobbyLine("JOIN ABC " + std::string(32, 'b')));  // a seat secret comes with again
  EXPECT_FALSE(net::decodeLobbyLine("JOIN ABC again " + std::string(32, 'b') + " more"));
  EXPECT_FALSE(net::decodeLobbyLine("LIST please"));
}

}  // namespace
}  // namespace gomoku::lobby

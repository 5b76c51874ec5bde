#!/usr/bin/env bash
# Two copies of the terminal game over the loopback, as two people would run them, fed from
# scripts: a whole game; the joining program killed mid-game and started again, resumed to the
# same final position; peers that speak another version, send garbage or an endless line,
# refused with a message while the host's game goes on; a hosted game found by discovery (its
# announcements sent to the loopback) and joined from the list; a whole game of Go on 9x9 with a
# capture, a refused move, two passes and the dead stones agreed, and one with the dead stones
# declined, play resumed and the joining program killed and started again.
# A game code: a wrong or missing one refused in words, the right one in any case plays; an open
# game asks for none. The hosting program killed mid-game and started again with --resume.
# Usage: net_game_test.sh GOMOKU SCENARIO
#   (SCENARIO: whole-game, killed-joiner, bad-peers, discovery, go-game, go-resumed, game-code,
#    killed-host)
set -u
gomoku=$1
scenario=$2
work=$(mktemp -d "${TMPDIR:-/tmp}/gomoku-net-test.XXXXXX")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
# The hosts keep their games here, never in the player's own folder.
export GOMOKU_PREF_DIR="$work/pref"

fail() {
  echo "FAIL: $*"
  for f in *.out; do echo "== $f"; cat "$f"; done
  exit 1
}
# Waits (up to a minute: generous on a loaded machine) until FILE contains TEXT.
wait_for() {
  local file=$1 text=$2
  for _ in $(seq 600); do
    grep -qF -- "$text" "$file" 2>/dev/null && return 0
    sleep 0.1
  done
  fail "no \"$text\" in $file"
}
# Starts a host on a port the system chooses, its input from the fifo host.in (kept open on fd 3).
start_host() {
  mkfifo host.in
  # No announcements on the real network: a scenario that wants them sends them to the loopback.
  "$gomoku" --text --host 0 --name alice --announce-to none "$@" <host.in >host.out 2>&1 &
  pids+=($!)
  host_pid=$!
  exec 3>host.in
  wait_for host.out "Waiting for a player"
  port=$(grep -o 'on port [0-9]*' host.out | grep -o '[0-9]*$')
  # The game code the host made (none for an open game): a joiner gives it with --code.
  code=$(grep -o 'Game code: [0-9A-Za-z]*' host.out | cut -d' ' -f3)
}
finished() {  # waits for PID to end, up to a minute; its status
  local pid=$1
  for _ in $(seq 600); do
    kill -0 "$pid" 2>/dev/null || { wait "$pid"; return $?; }
    sleep 0.1
  done
  fail "process $pid did not end"
}

case $scenario in
whole-game)
  start_host --rule renju
  printf 'h8\ni8\nsay good luck\nj8\nk8\nl8\n' >&3
  printf 'a1\na2\na3\na4\na5\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob >join.out 2>&1 ||
    fail "the joiner ended with status $?"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  grep -q "Game: renju rule, 15x15 board. You play White" join.out || fail "the joiner did not get the game"
  grep -q "alice: good luck" join.out || fail "no chat line"
  grep -q "Black wins with h8 i8 j8 k8 l8" host.out || fail "the host did not see the win"
  grep -q "Black wins with h8 i8 j8 k8 l8" join.out || fail "the joiner did not see the win"
  ;;
killed-joiner)
  start_host
  printf 'h8\ni8\nj8\nk8\nl8\n' >&3
  mkfifo join1.in
  "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob <join1.in >join1.out 2>&1 &
  join1=$!
  pids+=($join1)
  exec 4>join1.in
  printf 'a1\na2\n' >&4
  wait_for host.out "White (bob) plays a2."
  wait_for join1.out "Black (alice) plays j8."
  kill -9 "$join1"
  exec 4>&-
  wait_for host.out "The connection to bob was lost"
  # The program started again knows nothing of the game: it takes the host's.
  printf 'a3\na4\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob >join2.out 2>&1 ||
    fail "the second joiner ended with status $?"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  grep -q "In step with alice at move 6" join2.out || fail "the joiner did not resume at move 6"
  grep -q "Black wins with h8 i8 j8 k8 l8" host.out || fail "the host did not see the win"
  grep -q "Black wins with h8 i8 j8 k8 l8" join2.out || fail "the joiner did not see the win"
  # The same final board on both sides.
  diff <(grep -B16 "Black wins" host.out) <(grep -B16 "Black wins" join2.out) >board.diff || fail "the boards differ"
  ;;
bad-peers)
  start_host
  printf 'h8\n' >&3
  wait_for host.out "Black plays h8."  # before a joiner, who must find it played
  # Each peer speaks, then reads what the host answers until it closes the connection.
  peer() {
    exec 5<>"/dev/tcp/127.0.0.1/$port" || fail "cannot connect"
    printf '%s' "$1" >&5
    timeout 60 cat <&5 >"$2"
    exec 5<&- 5>&-
  }
  peer $'HELLO gomoku-net 3 future\n' old.peer
  grep -q "ERROR this program speaks gomoku-net 2, the other side gomoku-net 3" old.peer ||
    fail "no version refusal: $(cat old.peer)"
  peer $'GET / HTTP/1.0\r\n\r\n' garbage.peer
  grep -q "ERROR an unknown message instead of PROVE" garbage.peer || fail "garbage not refused: $(cat garbage.peer)"
  peer "$(head -c 5000 /dev/zero | tr '\0' x)" long.peer
  grep -q "ERROR a line longer than 512 bytes" long.peer || fail "a long line not refused: $(cat long.peer)"
  wait_for host.out "Refused: this program speaks gomoku-net 2, the other side gomoku-net 3."
  # The host's game is still there for a player who speaks its version.
  printf 'a1\nresign\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob >join.out 2>&1 ||
    fail "the joiner ended with status $?"
  grep -q "In step with alice at move 2" join.out || fail "the joiner did not get the game"
  # The resignation must reach the host before its input ends (it would leave first).
  wait_for host.out "White resigned: Black wins"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  ;;
discovery)
  # The finder listens for 10 s (a loaded machine starts the host slowly); the host announces
  # once a second, straight to the finder's port on the loopback.
  "$gomoku" --text --find 10 --discovery-port 0 </dev/null >find.out 2>&1 &
  finder=$!
  pids+=($finder)
  wait_for find.out "UDP port "
  finder_port=$(grep -o 'UDP port [0-9]*' find.out | grep -o '[0-9]*$')
  start_host --rule standard --size 19 --announce-to "127.0.0.1:$finder_port"
  printf 'h8\n' >&3
  wait_for host.out "Black plays h8."  # before a joiner, who must find it played
  finished "$finder" || fail "the finder ended with status $?"
  grep -q "alice: standard rule, 19x19. Join with: gomoku --text --join 127.0.0.1:$port --code CODE" find.out ||
    fail "the hosted game was not found"
  address=$(grep -o -- '--join [^ ]*' find.out | head -1 | cut -d' ' -f2)
  printf 'a1\nresign\n' | timeout 120 "$gomoku" --text --join "$address" --code "$code" --name bob >join.out 2>&1 ||
    fail "the joiner ended with status $?"
  grep -q "Game: standard rule, 19x19 board" join.out || fail "the joiner did not get the game"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  ;;
go-game)
  # Neither side needs GNU Go: the host marks the dead stones, the joiner agrees.
  start_host --game go --size 9 --komi 6.5
  grep -q "Hosting Go (9x9, komi 6.5)" host.out || fail "the host does not say it hosts Go"
  printf 'E5\nB1\nA2\npass\ndead G7\n' >&3
  printf 'A1\nE5\nG7\npass\nyes\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob >join.out 2>&1 ||
    fail "the joiner ended with status $?"
  # The agreement must reach the host before its input ends (it would leave first).
  wait_for host.out "Black wins by 74.5 (B+74.5)"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  grep -q "Game: Go, 9x9 board, komi 6.5. You play White" join.out || fail "the joiner did not get the game"
  grep -q "E5: occupied; try another" join.out || fail "the occupied point was not refused"
  grep -q "Black (alice) plays A2, taking 1 stone" join.out || fail "the joiner did not see the capture"
  grep -q "alice proposes the count: dead G7; Black 81, White 6.5: B+74.5" join.out || fail "no proposal"
  grep -q "bob agreed to the count" host.out || fail "the host did not see the agreement"
  grep -q "Black wins by 74.5 (B+74.5)" host.out || fail "the host did not see the count"
  grep -q "Black wins by 74.5 (B+74.5)" join.out || fail "the joiner did not see the count"
  # The final board marks the dead stone, and says what the mark means.
  for f in host.out join.out; do
    grep -qF " 7  . . + . . . o . .  7" $f || fail "$f: the dead stone G7 is not marked"
    grep -qF "x, o: dead Black and White stones" $f || fail "$f: no legend for the dead stones"
  done
  ;;
go-resumed)
  # A handicap game; the joiner declines the count, play goes on, and the joining program killed
  # mid-game and started again resumes with the passes in the record.
  start_host --game go --size 9 --handicap 2 --komi 0.5 --colour white
  mkfifo join1.in
  "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob <join1.in >join1.out 2>&1 &
  join1=$!
  pids+=($join1)
  exec 4>join1.in
  printf 'E5\npass\ndead\n' >&3
  printf 'pass\nno\nD4\n' >&4
  wait_for host.out "bob declined the count"
  printf 'H2\n' >&3
  wait_for host.out "Black (bob) plays D4."
  kill -9 "$join1"
  exec 4>&-
  wait_for host.out "The connection to bob was lost"
  # White passes while Black is away; the record the host sends again has it.
  printf 'pass\ndead\n' >&3
  wait_for host.out "Move 6: Black (X) to play"
  printf 'pass\nyes\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob >join2.out 2>&1 ||
    fail "the second joiner ended with status $?"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  grep -q "Game: Go, 9x9 board, komi 0.5, handicap 2. You play Black" join1.out || fail "no handicap game"
  grep -q "In step with alice at move 6" join2.out || fail "the joiner did not resume at move 6"
  grep -q "White wins by 1.5 (W+1.5)" join2.out || fail "the joiner did not see the count"
  diff <(grep "wins by" host.out) <(grep "wins by" join2.out) || fail "the counts differ"
  ;;
game-code)
  # A game with a code the host chose: a joiner with another code, or none, is refused with the
  # reason in words and the host's game goes on; the joiner with the code (in other capitals)
  # plays. Then an open game that asks for no code.
  start_host --code K7QX3M
  grep -q "Game code: K7QX3M" host.out || fail "the host does not show its code"
  grep -q -- "--join ADDRESS:$port --code K7QX3M" host.out || fail "the host does not say how to join"
  printf 'h8\n' >&3
  wait_for host.out "Black plays h8."  # before a joiner, who must find it played
  printf 'a1\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code K7QX3N --name eve >wrong.out 2>&1 &&
    fail "a joiner with a wrong code ended well"
  grep -q "Refused: The game code is wrong." wrong.out || fail "the wrong code was not told in words"
  printf 'a1\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --name eve >none.out 2>&1 &&
    fail "a joiner without a code ended well"
  grep -q "Refused: This game needs its code" none.out || fail "the missing code was not told in words"
  grep -q "eve joined" host.out && fail "a refused joiner reached the host's game"
  printf 'a1\nresign\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --code k7qx3m --name bob >join.out 2>&1 ||
    fail "the joiner with the code ended with status $?"
  grep -q "In step with alice at move 2" join.out || fail "the joiner with the code did not get the game"
  # The resignation must reach the host before its input ends (it would leave first).
  wait_for host.out "White resigned: Black wins"
  exec 3>&-
  finished "$host_pid" || fail "the host ended with status $?"
  rm host.in
  start_host --no-code
  grep -q "An open game" host.out || fail "the open game does not say so"
  grep -q "Game code" host.out && fail "an open game shows a code"
  printf 'h8\n' >&3
  wait_for host.out "Black plays h8."  # before a joiner, who must find it played
  printf 'a1\nresign\n' | timeout 120 "$gomoku" --text --join "127.0.0.1:$port" --name bob >open.out 2>&1 ||
    fail "the joiner of the open game ended with status $?"
  grep -q "In step with alice at move 2" open.out || fail "the joiner of the open game did not get it"
  exec 3>&-
  finished "$host_pid" || fail "the open host ended with status $?"
  ;;
killed-host)
  # The hosting program killed with kill -9 mid-game and started again with --resume: it hosts
  # the game it kept (same port, code and moves), the joiner reconnects by itself and the game
  # finishes with the same final position on both sides.
  start_host
  printf 'h8\ni8\n' >&3
  mkfifo join.in
  "$gomoku" --text --join "127.0.0.1:$port" --code "$code" --name bob <join.in >join.out 2>&1 &
  joiner=$!
  pids+=($joiner)
  exec 4>join.in
  printf 'a1\na2\n' >&4
  wait_for host.out "White (bob) plays a2."
  kill -9 "$host_pid"
  exec 3>&-
  wait_for join.out "The connection to alice was lost"
  [ -f pref/network-game.txt ] || fail "the host kept no game"
  mv host.out host1.out
  rm host.in
  mkfifo host.in
  # Not holding the joiner's input open (fd 4): the joiner must see it end.
  "$gomoku" --text --host 0 --resume --name alice --announce-to none <host.in >host.out 2>&1 4>&- &
  host_pid=$!
  pids+=($host_pid)
  exec 3>host.in
  wait_for host.out "to come back"
  grep -q "Resuming the game with bob at move 5 on port $port; you play Black" host.out || fail "not resumed"
  grep -q "Game code: $code" host.out || fail "the resumed game has another code"
  wait_for join.out "In step with alice at move 5"
  printf 'j8\nk8\nl8\n' >&3
  printf 'a3\na4\n' >&4
  exec 4>&-
  finished "$joiner" || fail "the joiner ended with status $?"
  exec 3>&-
  finished "$host_pid" || fail "the resumed host ended with status $?"
  grep -q "Black wins with h8 i8 j8 k8 l8" host.out || fail "the host did not see the win"
  grep -q "Black wins with h8 i8 j8 k8 l8" join.out || fail "the joiner did not see the win"
  grep -q "GAME" join.out && fail "protocol lines leaked"
  diff <(grep -B16 "Black wins" host.out) <(grep -B16 "Black wins" join.out) >board.diff || fail "the boards differ"
  [ -f pref/network-game.txt ] && fail "the ended game is still kept"
  # Nothing kept now: --resume says so and hosts a new game; a damaged file is moved aside.
  rm host.in
  start_host --resume
  grep -q "No network game is kept to resume: hosting a new one." host.out || fail "no word of nothing kept"
  exec 3>&-
  finished "$host_pid" || fail "the host with nothing to resume ended with status $?"
  rm host.in
  printf 'gomoku-net-kept 1 port=1\nMOVE 1 h8\n' >pref/network-game.txt
  start_host --resume
  grep -q "Cannot resume: the kept network game network-game.txt cannot be read (line 2: GAME must come first); it was moved aside to network-game.txt.damaged. Hosting a new game." host.out ||
    fail "the damaged file was not refused in words"
  [ -f pref/network-game.txt.damaged ] || fail "the damaged file was not moved aside"
  exec 3>&-
  finished "$host_pid" || fail "the host with a damaged file ended with status $?"
  ;;
*)
  echo "unknown scenario $scenario" >&2
  exit 2
  ;;
esac
echo "ok: $scenario"

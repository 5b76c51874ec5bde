#!/bin/sh
# A Gomocup engine that starts, then writes an error line and is killed by a segmentation fault
# when asked for a move (the shell sends the signal to itself, as a faulting engine gets it).
read -r line; echo OK
while read -r line; do
  case $line in
    BEGIN|DONE) echo 'search: bad index 4096' >&2; kill -SEGV $$ ;;
    ABOUT) echo 'name="segfault"' ;;
  esac
done

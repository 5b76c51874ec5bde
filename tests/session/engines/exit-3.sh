#!/bin/sh
# A Gomocup engine that starts, then says why on its standard error and exits with status 3 when
# asked for a move.
read -r line; echo OK
while read -r line; do
  case $line in
    BEGIN|DONE) echo 'loading the network' >&2; echo 'cannot open weights.bin' >&2; exit 3 ;;
    ABOUT) echo 'name="exit-3"' ;;
  esac
done

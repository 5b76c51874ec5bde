#!/bin/sh
# A Gomocup engine that starts, then dies when asked for a move.
read -r line; echo OK
while read -r line; do
  case $line in BEGIN|DONE) exit 3 ;; ABOUT) echo 'name="crash"' ;; esac
done

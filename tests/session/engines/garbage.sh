#!/bin/sh
# A Gomocup engine that answers a move with nonsense.
read -r line; echo OK
while read -r line; do
  case $line in BEGIN|DONE) echo "MESSAGE thinking hard"; echo "the answer is 42" ;; ABOUT) echo 'name="garbage"' ;; esac
done

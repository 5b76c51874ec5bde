#!/bin/sh
# A Gomocup engine that starts, then never answers a move.
read -r line; echo OK
while read -r line; do
  case $line in BEGIN|DONE) sleep 600 ;; ABOUT) echo 'name="hang"' ;; esac
done

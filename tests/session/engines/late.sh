#!/bin/sh
# A Gomocup engine that answers well after its time.
read -r line; echo OK
while read -r line; do
  case $line in BEGIN|DONE) sleep 3; echo "0,0" ;; ABOUT) echo 'name="late"' ;; esac
done

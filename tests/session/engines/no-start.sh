#!/bin/sh
# A program that is not a Gomocup engine at all.
echo "Usage: no-start.sh FILE"

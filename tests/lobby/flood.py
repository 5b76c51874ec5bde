#!/usr/bin/env python3
"""A full-scale flood on a running gomoku-lobby, then a new player's LIST and HOST, timed.

  flood.py PORT hosts|bare CA.pem
hosts: 4,000 TLS connections from 1,000 addresses (127.1.x.y), each hosting a game that waits;
bare:  5,000 TCP connects from 200 addresses (127.2.x.y) that say nothing.
Then five new players (127.9.x.y) each ask LIST and HOST; every answer's time is printed. The
lobby's certificate must name localhost. Figures: docs/network-protocol.md, "A full lobby makes
room"."""
import socket
import ssl
import sys
import time

port, kind, ca = int(sys.argv[1]), sys.argv[2], sys.argv[3]
context = ssl.create_default_context(cafile=ca)


def secure(source):
    plain = socket.socket()
    plain.bind((source, 0))
    plain.settimeout(10)
    plain.connect(("127.0.0.1", port))
    return context.wrap_socket(plain, server_hostname="localhost")


def line(connection):
    text = b""
    while not text.endswith(b"\n"):
        byte = connection.recv(1)
        if not byte:
            return None
        text += byte
    return text.decode().strip()


held = []
start = time.time()
if kind == "hosts":
    for i in range(4000):
        try:
            host = secure("127.1.%d.%d" % (i // 4 // 250, 1 + i // 4 % 250))
            host.sendall(b"HOST F%05d new unlisted hold gomoku\n" % i)
            held.append(host)
        except OSError as error:
            print("flood connection", i, "failed:", error)
            break
else:
    for i in range(5000):
        bare = socket.socket()
        bare.bind(("127.2.%d.%d" % (i % 200 // 100, 1 + i % 100), 0))
        try:
            bare.connect(("127.0.0.1", port))
            held.append(bare)
        except OSError as error:
            print("bare connection", i, "failed:", error)
            break
print("flood of %d connections in %.1f s" % (len(held), time.time() - start))
time.sleep(1)
for n in range(5):
    start = time.time()
    try:
        lister = secure("127.9.0.%d" % (n + 1))
        lister.sendall(b"LIST\n")
        said = line(lister)
        while said is not None and said != "END":
            said = line(lister)
        print("new player LIST: %s in %.0f ms" % ("answered" if said == "END" else "closed",
                                                 1000 * (time.time() - start)))
        start = time.time()
        host = secure("127.9.1.%d" % (n + 1))
        host.sendall(b"HOST NEWP%d new unlisted me gomoku\n" % n)
        print("new player HOST: %s in %.0f ms" % (line(host), 1000 * (time.time() - start)))
        held.append(host)
    except OSError as error:
        print("new player failed after %.0f ms: %s" % (1000 * (time.time() - start), error))

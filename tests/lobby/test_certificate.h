// Certificates made at test time with OpenSSL's API (none checked in to expire, no `openssl`
// command): a self-signed certificate and its key, written as PEM into a folder.
#pragma once

#include <filesystem>
#include <string>

namespace gomoku::lobby {

struct TestCertificate {
  std::filesystem::path certificate;  // also the file a client trusts it by
  std::filesystem::path key;
};

// A certificate for the DNS name `name` and the addresses 127.0.0.1 and ::1, valid for a day,
// signed by its own key; its files are `folder`/`stem`.pem and `folder`/`stem`.key.
TestCertificate makeTestCertificate(const std::filesystem::path& folder, const std::string& stem,
                                    const std::string& name, bool withAddresses = true);

}  // namespace gomoku::lobby

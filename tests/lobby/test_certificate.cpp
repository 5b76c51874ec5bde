#include "test_certificate.h"

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509v3.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace gomoku::lobby {
namespace {

void check(bool ok, const char* what) {
  if (!ok) throw std::runtime_error(std::string("test certificate: ") + what);
}

void addExtension(X509* certificate, int nid, const std::string& value) {
  X509V3_CTX context;
  X509V3_set_ctx_nodb(&context);
  X509V3_set_ctx(&context, certificate, certificate, nullptr, nullptr, 0);
  X509_EXTENSION* extension = X509V3_EXT_conf_nid(nullptr, &context, nid, value.c_str());
  check(extension != nullptr, "an extension");
  X509_add_ext(certificate, extension, -1);
  X509_EXTENSION_free(extension);
}

}  // namespace

TestCertificate makeTestCertificate(const std::filesystem::path& folder, const std::string& stem,
                                    const std::string& name, bool withAddresses) {
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_EC_gen("P-256"), EVP_PKEY_free);
  check(key != nullptr, "the key");
  std::unique_ptr<X509, decltype(&X509_free)> certificate(X509_new(), X509_free);
  X509* x = certificate.get();
  X509_set_version(x, 2);
  static long serial = 1;
  ASN1_INTEGER_set(X509_get_serialNumber(x), serial++);
  X509_gmtime_adj(X509_getm_notBefore(x), -3600);
  X509_gmtime_adj(X509_getm_notAfter(x), 24 * 3600);
  X509_set_pubkey(x, key.get());
  X509_NAME* subject = X509_get_subject_name(x);
  const std::string commonName = name + " " + stem;  // two certificates never share a name
  X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC,
                             reinterpret_cast<const unsigned char*>(commonName.c_str()), -1, -1, 0);
  X509_set_issuer_name(x, subject);
  addExtension(x, NID_basic_constraints, "critical,CA:TRUE");
  addExtension(x, NID_subject_alt_name,
               "DNS:" + name + (withAddresses ? ",IP:127.0.0.1,IP:0:0:0:0:0:0:0:1" : std::string()));
  check(X509_sign(x, key.get(), EVP_sha256()) > 0, "the signature");

  TestCertificate files{folder / (stem + ".pem"), folder / (stem + ".key")};
  FILE* out = std::fopen(files.certificate.c_str(), "w");
  check(out && PEM_write_X509(out, x) == 1, "writing the certificate");
  std::fclose(out);
  out = std::fopen(files.key.c_str(), "w");
  check(out && PEM_write_PrivateKey(out, key.get(), nullptr, nullptr, 0, nullptr, nullptr) == 1,
        "writing the key");
  std::fclose(out);
  return files;
}

}  // namespace gomoku::lobby

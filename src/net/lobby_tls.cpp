#include "net/lobby_tls.h"

#include <openssl/ssl.h>
#include <openssl/x509_vfy.h>

namespace gomoku::net {

Result<std::shared_ptr<asio::ssl::context>> lobbyTrust(const std::string& caFile) {
  auto context = std::make_shared<asio::ssl::context>(asio::ssl::context::tls_client);
  asio::error_code ec;
  context->set_options(asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
                           asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 |
                           asio::ssl::context::no_tlsv1_1,
                       ec);
  context->set_verify_mode(asio::ssl::verify_peer, ec);
  if (caFile.empty()) {
    context->set_default_verify_paths(ec);
    if (ec) return Error{"cannot read the system's certificates: " + ec.message()};
  } else {
    context->load_verify_file(caFile, ec);
    if (ec) return Error{"cannot read the lobby's certificate file " + caFile + ": " + ec.message()};
  }
  return context;
}

void expectLobbyName(TlsStream& stream, const std::string& host) {
  SSL* ssl = stream.native_handle();
  asio::error_code notAddress;
  asio::ip::make_address(host, notAddress);
  if (notAddress) {
    // SSL_set_tlsext_host_name without its macro's C cast.
    SSL_ctrl(ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name, const_cast<char*>(host.c_str()));
    SSL_set1_host(ssl, host.c_str());
  } else {
    X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host.c_str());
  }
}

bool certificateRefused(TlsStream& stream) {
  return SSL_get_verify_result(stream.native_handle()) != X509_V_OK;
}

std::string handshakeFailure(TlsStream& stream, const asio::error_code& ec) {
  const long verified = SSL_get_verify_result(stream.native_handle());
  if (verified == X509_V_ERR_HOSTNAME_MISMATCH || verified == X509_V_ERR_IP_ADDRESS_MISMATCH)
    return "the lobby's certificate is for another name: refused";
  if (verified != X509_V_OK)
    return std::string("the lobby's certificate is not trusted (") + X509_verify_cert_error_string(verified) +
           "): refused";
  return "the secure connection to the lobby failed: " + ec.message();
}

}  // namespace gomoku::net

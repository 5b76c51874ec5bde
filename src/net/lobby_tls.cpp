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

std::shared_ptr<LobbyDial> LobbyDial::start(asio::io_context& io, asio::ssl::context& trust, std::string host,
                                            std::uint16_t port, std::chrono::milliseconds limit, Done done) {
  std::shared_ptr<LobbyDial> dial(new LobbyDial(io, trust, std::move(host), limit, std::move(done)));
  expectLobbyName(*dial->stream_, dial->host_);
  dial->deadline_.expires_after(limit);
  dial->deadline_.async_wait([self = dial](const asio::error_code& ec) {
    if (ec || self->over_) return;
    // Every step then fails at once, and says it was late.
    self->late_ = true;
    self->resolver_.cancel();
    asio::error_code ignored;
    self->stream_->next_layer().close(ignored);
  });
  dial->resolver_.async_resolve(
      dial->host_, std::to_string(port),
      [self = dial](const asio::error_code& ec, const asio::ip::tcp::resolver::results_type& found) {
        if (self->over_) return;
        if (self->late_) return self->finish({nullptr, self->late("cannot reach the lobby: "), false});
        if (ec) return self->finish({nullptr, "cannot find " + self->host_ + ": " + ec.message(), false});
        self->connect(found);
      });
  return dial;
}

LobbyDial::LobbyDial(asio::io_context& io, asio::ssl::context& trust, std::string host,
                     std::chrono::milliseconds limit, Done done)
    : resolver_(io),
      stream_(std::make_shared<TlsStream>(io, trust)),
      deadline_(io),
      host_(std::move(host)),
      limit_(limit),
      done_(std::move(done)) {}

void LobbyDial::connect(const asio::ip::tcp::resolver::results_type& found) {
  asio::async_connect(
      stream_->next_layer(), found,
      [self = shared_from_this()](const asio::error_code& ec, const asio::ip::tcp::endpoint&) {
        if (self->over_) return;
        if (self->late_) return self->finish({nullptr, self->late("cannot reach the lobby: "), false});
        if (ec) return self->finish({nullptr, "cannot reach the lobby: " + ec.message(), false});
        self->secure();
      });
}

void LobbyDial::secure() {
  stream_->async_handshake(
      asio::ssl::stream_base::client, [self = shared_from_this()](const asio::error_code& ec) {
        if (self->over_) return;
        if (self->late_)
          return self->finish({nullptr, self->late("the secure connection to the lobby failed: "), false});
        // A certificate that fails its check is refused for good: never a plain connection instead.
        if (ec)
          return self->finish(
              {nullptr, handshakeFailure(*self->stream_, ec), certificateRefused(*self->stream_)});
        self->finish({self->stream_, {}, false});
      });
}

void LobbyDial::finish(LobbyDialed dialed) {
  over_ = true;
  deadline_.cancel();
  Done done = std::move(done_);
  done(std::move(dialed));
}

void LobbyDial::cancel() {
  if (over_) return;
  over_ = true;
  done_ = nullptr;
  deadline_.cancel();
  resolver_.cancel();
  asio::error_code ignored;
  stream_->next_layer().close(ignored);
}

std::string LobbyDial::late(const std::string& stage) const {
  const long long ms = limit_.count();
  return stage + "no answer within " +
         (ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms");
}

}  // namespace gomoku::net

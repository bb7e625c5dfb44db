#pragma once
// Encoding and decoding of messages. Decoding never throws and never trusts
// its input: it checks the size limit, reads with BoundedInputArchive, refuses
// trailing bytes, then validates every field (validate.h).
#include <optional>
#include <string>
#include <string_view>

#include "net/messages.h"

namespace l5r::net {

std::string encode(const ClientMsg& m);
std::string encode(const HostMsg& m);

struct DecodeError {
  ErrorCode code = ErrorCode::Malformed;
  std::string reason;
};

// A client message as the host receives it: decoded and validated.
std::optional<ClientMsg> decode_client(std::string_view bytes, DecodeError* error);
// A host message as a client receives it: decoded and structurally validated.
std::optional<HostMsg> decode_host(std::string_view bytes, DecodeError* error);

const char* message_name(const ClientMsg& m);

}  // namespace l5r::net

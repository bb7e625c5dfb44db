// Fuzzes network message decoding (net/codec.h): any bytes must decode to a
// valid message or to an error, never a crash, an exception or a huge
// allocation. What decodes must re-encode to the same bytes (one encoding per
// message), and a decoded answer is put to a real game's engine, which must
// refuse it or accept it without breaking.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/ai/random_bot.h"
#include "game/cards/library.h"
#include "game/game.h"
#include "net/codec.h"

namespace {

struct Fixture {
  l5r::Library lib;
  l5r::GameState state;  // a duel a few answers in
};

const Fixture& fixture() {
  static const Fixture f = [] {
    Fixture x;
    x.lib = l5r::load_library(std::string(ROKUGAN_SOURCE_DIR) + "/assets");
    l5r::GameSetup setup;
    setup.seed = 3;
    setup.seats.push_back({"A", x.lib.decks.at(0)});
    setup.seats.push_back({"B", x.lib.decks.at(1)});
    l5r::Game g(x.lib.db, setup);
    l5r::RandomBot bot(3);
    for (int i = 0; i < 25 && g.pending(); ++i)
      g.answer(g.pending()->who, bot.choose(*g.pending()));
    x.state = g.state();
    return x;
  }();
  return f;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)fixture();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  l5r::net::DecodeError why;
  if (auto m = l5r::net::decode_client(bytes, &why)) {
    const std::string again = l5r::net::encode(*m);
    if (again != bytes) __builtin_trap();
    if (const auto* a = std::get_if<l5r::net::SendAnswer>(&*m)) {
      const Fixture& f = fixture();
      l5r::GameState s = f.state;
      l5r::Engine e(f.lib.db, s);
      const std::uint64_t before = l5r::state_hash(s);
      l5r::Outcome o = e.answer(s.pending ? s.pending->who : 0, a->answer);
      if (!o.accepted && l5r::state_hash(s) != before) __builtin_trap();  // refused: unchanged
    }
  } else if (why.reason.empty()) {
    __builtin_trap();  // every refusal says why
  }
  if (auto h = l5r::net::decode_host(bytes, nullptr)) {
    if (l5r::net::encode(*h) != bytes) __builtin_trap();
  }
  return 0;
}

#include "game/cards/text_compile_amounts.h"

#include <optional>
#include <string>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// A plural noun's singular ("Strategies", "Holdings").
std::string singular_of(std::string_view w) {
  if (w.ends_with("ies")) return std::string(w.substr(0, w.size() - 3)) + "y";
  if (w.ends_with("s") && !w.ends_with("ss")) return std::string(w.substr(0, w.size() - 1));
  return {};
}

// "Pearl Strategies you control", ":pearl: Strategies you control": the
// player's cards in play of a kind (types and keywords only), or nullopt.
std::optional<json> your_cards(std::string_view w) {
  if (!eat_suffix(w, " you control")) return std::nullopt;
  std::string phrase(w);
  if (phrase.starts_with(":pearl: ")) phrase = "Pearl " + phrase.substr(8);
  const std::size_t sp = phrase.rfind(' ');
  const std::string head = singular_of(sp == std::string::npos ? phrase : phrase.substr(sp + 1));
  if (head.empty()) return std::nullopt;
  const std::string rest = sp == std::string::npos ? std::string() : phrase.substr(0, sp + 1);
  // target_phrase knows Strategies in play only as Terrains: "your Pearl
  // card" with the Strategy type (keywords needed).
  const bool strategy = head == "Strategy";
  auto f = target_phrase("your target " + rest + (strategy ? "card" : head));
  if (f && strategy) {
    if (f->contains("type") || !f->contains("keywords")) return std::nullopt;
    (*f)["type"] = json::array({"Strategy"});
  }
  if (!f || f->value("controller", "") != "you" || !f->contains("type")) return std::nullopt;
  for (const auto& [k, v] : f->items())
    if (k != "type" && k != "keywords" && k != "not_keywords" && k != "controller")
      return std::nullopt;
  return f;
}

}  // namespace

// "This Shugenja has a Force bonus equal to the number of Kiho Strategies
// you control, to a maximum of 2.": the stat trait counted once for each
// such card in play (`per`), at most N of them (`per_max`; CR20F
// "Continuous Traits", "Minimums and Maximums"). On a Spell "this
// Shugenja" is its caster; "this Personality" is the Personality himself
// (or, on an attachment, the one it is attached to).
bool amounts_rule(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  const bool shugenja = type == CardType::Spell && eat(t, "This Shugenja has ");
  if (!shugenja) {
    if (type != CardType::Personality && type != CardType::Follower && type != CardType::Item)
      return false;
    if (!eat(t, "This Personality has ")) return false;
  }
  std::string stat;
  if (eat(t, "a Force bonus "))
    stat = "force";
  else if (eat(t, "a Chi bonus "))
    stat = "chi";
  else
    return false;
  if (!eat(t, "equal to the number of ") || !eat_suffix(t, ".")) return false;
  int max = 0;
  for (std::string_view sep : {", to a maximum of ", ", up to "})
    if (const std::size_t at = t.rfind(sep); max == 0 && at != std::string_view::npos) {
      auto n = text_words::number_in(t.substr(at + sep.size()), 1, 99);
      if (!n) return false;
      max = *n;
      t = t.substr(0, at);
    }
  auto per = your_cards(t);
  if (!per) return false;
  json j = {{"stat", stat}, {"amount", 1}, {"per", *per}};
  if (max) j["per_max"] = max;
  return append_traits(json::array({j}), out);
}

}  // namespace l5r::compile

#include "game/cards/text_compile_effects.h"

#include <array>
#include <charconv>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r {
namespace {

using nlohmann::json;
using text_words::eat;
using text_words::eat_suffix;

std::optional<int> small_number(std::string_view s) { return text_words::number_in(s, 1, 20); }

// "gain 2 Honor", "loses 1 Honor", "draws a card", "discards a card at
// random" (the verb as the subject takes it): a player effect, or nullopt.
std::optional<json> player_clause(std::string_view t, bool third_person) {
  const std::string_view s = third_person ? "s " : " ";
  for (auto [verb, op] : {std::pair<std::string_view, std::string_view>{"gain", "gain_honor"},
                          {"lose", "lose_honor"}}) {
    std::string_view w = t;
    if (eat(w, verb) && eat(w, s) && eat_suffix(w, " Honor"))
      if (auto n = small_number(w)) return json{{"op", op}, {"amount", *n}};
  }
  if (std::string_view w = t; eat(w, "draw") && eat(w, s) && w == "a card")
    return json{{"op", "draw"}, {"amount", 1}};
  if (std::string_view w = t; eat(w, "discard") && eat(w, s) && w == "a card at random")
    return json{{"op", "discard_random"}, {"amount", 1}};
  return std::nullopt;
}

constexpr std::array<std::string_view, 4> kHim{"him", "her", "them", "the target"};
constexpr std::array<std::string_view, 3> kHis{"his unit", "her unit", "their unit"};

}  // namespace

std::optional<json> as_moves_clause(std::string_view clause, const std::string& controller) {
  // CR20F "Resolving Effects" 0.2: "Bow him as he moves" (the bowing
  // happens only with the move).
  for (auto [verb, op] : {std::pair<std::string_view, std::string_view>{"bow ", "bow"},
                          {"straighten ", "straighten"}}) {
    std::string_view w = clause;
    if (!eat(w, verb)) continue;
    for (std::string_view h : kHim)
      if (w == h) return json{{"op", op}};
    for (std::string_view h : kHis)
      if (w == h) return json{{"op", op}, {"unit", true}};
    return std::nullopt;
  }
  if (controller.empty()) return std::nullopt;
  for (std::string_view who : {"his controller ", "her controller ", "their controller "})
    if (std::string_view w = clause; eat(w, who))
      if (auto e = player_clause(w, true)) {
        (*e)["player"] = controller;
        return e;
      }
  return std::nullopt;
}

std::optional<json> controller_effect(std::string_view sentence, const std::string& controller) {
  for (std::string_view who :
       {"His controller ", "Her controller ", "Its controller ", "Their controller "})
    if (std::string_view w = sentence; eat(w, who))
      if (auto e = player_clause(w, true)) {
        (*e)["player"] = controller;
        return e;
      }
  return std::nullopt;
}

std::optional<json> refusal_effects(std::string_view clause, const std::string& challenged) {
  json out = json::array();
  while (!clause.empty()) {
    const std::size_t and_at = clause.find(" and ");
    std::string_view one = clause.substr(0, and_at);
    clause = and_at == std::string_view::npos ? std::string_view() : clause.substr(and_at + 5);
    if (auto e = player_clause(one, false)) {  // "gain 2 Honor": the challenger's player
      out.push_back(*e);
      continue;
    }
    bool done = false;
    for (auto [verb, op] : {std::pair<std::string_view, std::string_view>{"dishonor ", "dishonor"},
                            {"bow ", "bow"},
                            {"destroy ", "destroy"}}) {
      std::string_view w = one;
      if (!eat(w, verb)) continue;
      for (std::string_view h : kHim)
        if (w == h && h != "the target") {
          out.push_back({{"op", op}, {"card", challenged}});
          done = true;
        }
    }
    if (std::string_view w = one; !done && eat(w, "move ") && eat_suffix(w, " home"))
      for (std::string_view h : kHim)
        if (w == h && h != "the target") {
          out.push_back({{"op", "move_home"}, {"card", challenged}});
          done = true;
        }
    if (!done) return std::nullopt;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

std::optional<json> fate_deck_finds(std::string_view what) {
  if (!(eat(what, "a ") || eat(what, "an "))) return std::nullopt;
  json f = json::object();
  if (what != "card") {
    auto t = target_phrase("a target " + std::string(what));
    if (!t || t->empty() || t->contains("location") || t->contains("controller"))
      return std::nullopt;
    // "a Battle Strategy": a designator, not a keyword the card has.
    for (const char* k : {"keywords", "any_keywords", "not_keywords"})
      if (t->contains(k))
        for (const json& kw : (*t)[k])
          for (std::string_view d :
               {"Battle", "Open", "Limited", "Engage", "Interrupt", "Dynasty", "Reaction"})
            if (kw == d) return std::nullopt;
    // "a Stockpiled Weapon card": a title reads like two keywords side by
    // side; with no card type named it is not guessed (left manual).
    if (!t->contains("type") && t->contains("keywords") && (*t)["keywords"].size() > 1) return std::nullopt;
    f = *t;
  }
  f["zone"] = "fate_deck";
  return f;
}

std::optional<json> relative_stat(std::string& phrase, const std::string& me,
                                  const std::function<std::string(std::string_view)>& self_ref) {
  auto key = [](std::string_view stat) -> std::string {
    return stat == "Force" ? "force" : stat == "Chi" ? "chi" : "";
  };
  const std::size_t with = phrase.rfind(" with ");
  if (with == std::string::npos) return std::nullopt;
  std::string_view q = std::string_view(phrase).substr(with + 6);
  json compare;
  // "with equal or lower Chi": than the card itself (its Personality's, on
  // an attachment).
  for (auto [words, op] : {std::pair<std::string_view, std::string_view>{"equal or lower ", "at_most"},
                           {"equal or higher ", "at_least"}})
    if (std::string_view w = q; eat(w, words) && !key(w).empty() && !me.empty())
      compare = {{key(w), {{std::string(op), {{key(w), me}}}}}};
  // "with Force equal to or lower than this Personality's", "with Force less
  // than or equal to this Personality's Chi".
  if (compare.is_null()) {
    std::string_view w = q;
    const std::size_t sp = w.find(' ');
    if (sp == std::string_view::npos || key(w.substr(0, sp)).empty()) return std::nullopt;
    const std::string stat = key(w.substr(0, sp));
    w.remove_prefix(sp + 1);
    std::string op;
    if (eat(w, "equal to or lower than ") || eat(w, "less than or equal to ")) op = "at_most";
    else if (eat(w, "equal to or higher than ") || eat(w, "greater than or equal to ")) op = "at_least";
    else return std::nullopt;
    std::string other = stat;  // "... this Personality's": the same stat
    if (std::string_view t = w; eat_suffix(t, "'s Chi") || eat_suffix(t, "'s Force")) {
      other = w.ends_with("Chi") ? "chi" : "force";
      w = t;
    } else if (!eat_suffix(w, "'s")) {
      return std::nullopt;
    }
    const std::string who = self_ref(w);
    if (who.empty()) return std::nullopt;
    compare = {{stat, {{op, {{other, who}}}}}};
  }
  phrase.resize(with);
  return compare;
}

}  // namespace l5r

#include "game/cards/text_compile_spells.h"

#include <cctype>
#include <string>

#include "game/cards/text_compile_b2.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

namespace {

using text_words::eat;
using text_words::eat_suffix;

// The ability's one target, a single Personality ("he" in a later sentence).
bool one_personality(const Body& b) {
  return b.targets.size() == 1 &&
         b.targets[0].value("type", json::array()) == json::array({"Personality"}) &&
         !b.targets[0].contains("count") && !b.targets[0].contains("player");
}

std::string capitalized(std::string_view s) {
  std::string r(s);
  if (!r.empty()) r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  return r;
}

// "Even if this unit is not at the current battlefield, [if any enemy units
// are there,] target your Personality: Move him there": CR20F Rules of
// Location 0.1 lifted for this card's unit (the Home keyword's exception);
// the condition starts the effects (the ability's "if", CR20F Good Faith);
// the target may be at any location, since the effect brings him to the
// current battlefield (docs/rules-interpretations.md, slice "spells").
std::optional<bool> move_him_there(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Even if this unit ") || !eat(t, "is not at the current battlefield, "))
    return std::nullopt;
  if (!b.battle_only || !b.targets.empty() || !b.effects.empty() || !b.cond.is_null() ||
      !b.turn.empty())
    return false;
  const bool enemies_there = eat(t, "if any enemy units ");
  if (enemies_there && !eat(t, "are there, ")) return false;
  if (!eat(t, "target your ")) return false;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos) return false;
  const std::string_view phrase = t.substr(0, colon);
  std::string_view rest = t.substr(colon + 2);
  if (rest != "Move him there" && rest != "Move her there") return false;
  if (!add_target(b, "your target " + std::string(phrase)) || !one_personality(b) ||
      b.targets[0].contains("location") || b.targets[0].value("controller", "") != "you")
    return false;
  b.targets[0]["location"] = "anywhere";
  if (enemies_there)
    b.cond = {{"in_play", {{"at_least", 1}}},
              {"controller", "enemy"},
              {"type", {"Personality"}},
              {"location", "current_battlefield"}};
  json keywords = b.extra.value("add_keywords", json::array());
  keywords.push_back("Home");
  b.extra["add_keywords"] = keywords;
  b.effects.push_back({{"op", "move_to_battlefield"}});
  return true;
}

// "Straighten him if he moved" after a move of the ability's target: as he
// moves, and only if he does (as_moves; CR20F "Resolving Effects").
std::optional<bool> straighten_if_moved(std::string_view s, Body& b) {
  if (s != "Straighten him if he moved" && s != "Straighten her if she moved") return std::nullopt;
  if (b.effects.empty() || !one_personality(b)) return false;
  json& e = b.effects.back();
  const std::string op = e.value("op", "");
  if ((op != "move_to_battlefield" && op != "move_home") || e.value("card", "target") != "target" ||
      e.contains("each"))
    return false;
  e["as_moves"].push_back({{"op", "straighten"}});
  return true;
}

// "If he is an Ancestor and this Shugenja is Water, <effects>": the
// sentence's effects happen only if the ability's one target has that
// keyword and the Spell's Shugenja that element, as they resolve.
std::optional<bool> target_and_caster_condition(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If he is ") && !eat(t, "If she is ")) return std::nullopt;
  const std::size_t and_at = t.find(" and this Shugenja is ");
  if (and_at == std::string_view::npos) return std::nullopt;
  if (b.type != CardType::Spell || !one_personality(b)) return false;
  std::string_view kind = t.substr(0, and_at);
  t.remove_prefix(and_at + 22);
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return false;
  auto element = b2_element(t.substr(0, comma));
  if (!element) return false;
  if (!eat(kind, "a ") && !eat(kind, "an ")) return false;
  auto f = target_phrase("a target " + std::string(kind));  // keywords alone
  // "an Ancestor": a Personality's keyword in this era (the Ivory Lion
  // Ancestor); the later sets' Ancestor card type is no Personality, which
  // is why target phrases refuse the word.
  if (!f && kind == "Ancestor") f = json{{"keywords", {"Ancestor"}}};
  if (!f || f->size() != 1 || !f->contains("keywords")) return false;
  const json cond = {{"all",
                      {{{"card", "target"}, {"keywords", (*f)["keywords"]}},
                       {{"card", "this_personality"}, {"keywords", {*element}}}}}};
  const std::size_t before = b.effects.size();
  if (!sentence(capitalized(t.substr(comma + 2)), b) || b.effects.size() == before) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    if (b.effects[i].contains("if")) return false;
    b.effects[i]["if"] = cond;
  }
  return true;
}

// "Destroy this card and target an attacking Personality: Give him Elite
// (reminder)": destroying the card is a cost (CR20F "Costs"); the target, then
// the keyword until the end of the turn (CR20F "Duration of Effects").
std::optional<bool> destroy_and_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Destroy this card and target ")) return std::nullopt;
  if (!b.targets.empty() || !b.effects.empty() || b.extra.contains("add_costs")) return false;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos) return false;
  std::string_view phrase = t.substr(0, colon);
  std::string_view rest = t.substr(colon + 2);
  std::string target;
  if (eat(phrase, "an ") || eat(phrase, "a "))
    target = "a target " + std::string(phrase);
  else if (eat(phrase, "your "))
    target = "your target " + std::string(phrase);
  else
    return false;
  if (!add_target(b, target) || !one_personality(b)) return false;
  if (!eat(rest, "Give him ") && !eat(rest, "Give her ")) return false;
  std::string_view kw = rest.substr(0, rest.find(' '));
  bool known = false;
  for (std::string_view k : {"Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable",
                             "Elite", "Naval", "Duelist", "Kensai"})
    known = known || kw == k;
  if (!known) return false;
  rest.remove_prefix(kw.size());
  // The keyword's reminder restates its rules.
  if (!rest.empty() && (!eat(rest, " (") || !eat(rest, kw) || !eat_suffix(rest, ")") ||
                        rest.find('(') != std::string_view::npos))
    return false;
  b.extra["add_costs"] = json::array({{{"destroy", "self"}}});
  b.effects.push_back({{"op", "give_keyword"}, {"keyword", std::string(kw)}});
  return true;
}

// "He does not contribute Force ..." (while unbowed): the ability's one target
// adds his Force to his army only while bowed, until the end of the turn
// (CR20F "Army Force"; "Duration of Effects").
std::optional<bool> no_force_while_unbowed(std::string_view s, Body& b) {
  std::string_view t = s;
  if ((!eat(t, "He ") && !eat(t, "She ")) || !eat(t, "does not contribute ") ||
      t != "Force while unbowed")
    return std::nullopt;
  if (!one_personality(b)) return false;
  b.effects.push_back({{"op", "contributes_only_bowed"}});
  return true;
}

}  // namespace

std::optional<bool> spells_sentence(std::string_view s, Body& b) {
  for (auto f : {move_him_there, straighten_if_moved, target_and_caster_condition,
                 destroy_and_target, no_force_while_unbowed})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile

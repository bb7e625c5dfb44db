#include "game/cards/text_compile_person2.h"

#include <cctype>
#include <string>
#include <vector>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

bool capitalized_word(std::string_view w) {
  if (w.size() < 2 || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char ch : w)
    if (!std::isalpha(static_cast<unsigned char>(ch))) return false;
  return true;
}

// Words that name kinds of cards, not a card: a card type, a clan, "Clan".
bool kind_word(std::string_view w) {
  for (std::string_view no :
       {"Personality", "Personalities", "Follower", "Followers", "Item",       "Items",   "Spell",
        "Spells",      "Holding",       "Holdings", "Strategy",  "Strategies", "Event",   "Events",
        "Region",      "Ring",          "Rings",    "Sensei",    "Stronghold", "Terrain", "Clan",
        "Unique",      "Human",         "Nonhuman", "Crab",      "Crane",      "Dragon",  "Lion",
        "Mantis",      "Phoenix",       "Scorpion", "Spider",    "Unicorn",    "Naga"})
    if (w == no) return true;
  return false;
}

// "Shiba Kenzo": a card's title as the text names it, two to four
// capitalized words (a family and a personal name), none a kind of card.
bool is_title(std::string_view t) {
  int words = 0;
  while (!t.empty()) {
    const std::size_t sp = t.find(' ');
    const std::string_view w = t.substr(0, sp);
    if (!capitalized_word(w) || kind_word(w)) return false;
    ++words;
    t = sp == std::string_view::npos ? std::string_view() : t.substr(sp + 1);
  }
  return words >= 2 && words <= 4;
}

// "This Personality has +2C while you control Shiba Kenzo.": a bonus
// while the player controls a card of that title in play (CR20F "Title":
// every version of the card shares it; a you_control count by title).
bool while_title(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality || !eat(t, "This Personality has ") || !eat_suffix(t, "."))
    return false;
  constexpr std::string_view kWhile = " while you control ";
  const std::size_t at = t.find(kWhile);
  if (at == std::string_view::npos) return false;
  const std::string_view title = t.substr(at + kWhile.size());
  auto bonuses = bonus_list(t.substr(0, at));
  if (!bonuses || !is_title(title)) return false;
  const json cond = {{"you_control", {{"at_least", 1}}}, {"title", std::string(title)}};
  json list = json::array();
  for (auto& [stat, n] : *bonuses) list.push_back({{"stat", stat}, {"amount", n}, {"while", cond}});
  return append_traits(list, out);
}

// "This Personality may only attach one Weapon" (also "will only"): no
// second Weapon, even as a Kensai (CR20F "Continuous Effect Conflicts").
bool one_weapon(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality || !eat(t, "This Personality ")) return false;
  if (!eat(t, "will only ") && !eat(t, "may only ")) return false;
  if (t != "attach one Weapon.") return false;
  return append_traits(json::array({{{"one_weapon", true}}}), out);
}

// "This Personality enters play for 2 less Gold if another player is Crab
// Clan" (also "any other player"; "if you are the Defender"; "if you are a
// Crab Clan player"): a Recruit
// discount while the condition holds for the recruiting player. A player's
// clan is his Stronghold's (CR20F "Clan Alignment"), so another player's
// clan is an "in_play" count of other players' Strongholds of that clan.
bool discount_if(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality && type != CardType::Holding) return false;
  if (!eat(t, "Enters play for ") && !eat(t, "This Personality enters play for ") &&
      !eat(t, "This Holding enters play for "))
    return false;
  if (!eat_suffix(t, ".")) return false;
  // "2 less Gold if", or with the Gold icon ":g2: less if".
  std::optional<int> n;
  std::string_view c;
  if (std::string_view g = t; eat(g, ":g")) {
    const std::size_t end = g.find(": less if ");
    if (end == std::string_view::npos) return false;
    n = number(g.substr(0, end));
    c = g.substr(end + 10);
  } else {
    constexpr std::string_view kIf = " less Gold if ";
    const std::size_t at = t.find(kIf);
    if (at == std::string_view::npos) return false;
    n = number(t.substr(0, at));
    c = t.substr(at + kIf.size());
  }
  json cond;
  if (c == "you are the Defender") {
    cond = {{"you_defend", true}};
  } else if ((eat(c, "you are a ") || eat(c, "you are an ")) && eat_suffix(c, " Clan player")) {
    auto clan = you_are_clan(c);  // the recruiting player's Stronghold's Clan
    if (!clan) return false;
    cond = *clan;
  } else if ((eat(c, "another player is ") || eat(c, "any other player is ")) &&
             eat_suffix(c, " Clan")) {
    auto clan = you_are_clan(c);
    if (!clan) return false;
    cond = {{"in_play", {{"at_least", 1}}},
            {"type", {"Stronghold"}},
            {"controller", "another_player"},
            {"keywords", (*clan)["keywords"]}};
  } else {
    return false;
  }
  if (!n || *n < 1) return false;
  return append_traits(json::array({{{"recruit_discount", *n}, {"while", cond}}}), out);
}

// "Melee Attacks from this Personality's Goblin Followers have +2 strength"
// (also ":ranged:", Melee): attacks of actions on the Followers of his
// unit that have those keywords (a strength trait with from_cards).
bool followers_attacks(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality || !eat_suffix(t, " strength.")) return false;
  std::string kind;
  if (eat(t, ":ranged: ") || eat(t, "Ranged Attacks "))
    kind = "ranged";
  else if (eat(t, ":melee: ") || eat(t, "Melee Attacks "))
    kind = "melee";
  else
    return false;
  if (!eat(t, "from this Personality's ")) return false;
  constexpr std::string_view kHave = " Followers have ";
  const std::size_t at = t.find(kHave);
  if (at == std::string_view::npos) return false;
  std::string_view amount = t.substr(at + kHave.size());
  if (!eat(amount, "+")) return false;
  auto n = number(amount);
  if (!n || *n < 1) return false;
  json keywords = json::array();
  std::string_view words = t.substr(0, at);
  while (!words.empty()) {
    const std::size_t sp = words.find(' ');
    const std::string_view w = words.substr(0, sp);
    if (!capitalized_word(w) || (kind_word(w) && w != "Naga")) return false;
    keywords.push_back(std::string(w));
    words = sp == std::string_view::npos ? std::string_view() : words.substr(sp + 1);
  }
  const json trait = {{"strength", *n},
                      {"attacks", {kind}},
                      {"from_this_unit", true},
                      {"from_cards", {{"type", {"Follower"}}, {"keywords", keywords}}}};
  if (keywords.empty()) return false;
  return append_traits(json::array({trait}), out);
}

// "Put the Item into your hand if it is a Weapon": the ability's target,
// a card of that type in the player's own discard pile, goes into his hand
// (only if it has that keyword then).
std::optional<bool> put_in_hand(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Put the ")) return std::nullopt;
  const std::size_t sp = t.find(' ');
  if (sp == std::string_view::npos) return std::nullopt;
  const std::string type(t.substr(0, sp));
  t = t.substr(sp + 1);
  if (!eat(t, "in your hand") && !eat(t, "into your hand")) return std::nullopt;
  if (b.targets.empty()) return false;
  const json& last = b.targets.back();
  if (!last.is_object() || last.value("zone", "") != "discard" ||
      last.value("controller", "") != "you" || last.contains("count") ||
      last.value("type", json()) != json::array({type}))
    return false;
  json e = on_last_target(b, {{"op", "to_hand"}});
  if (!t.empty()) {
    if (!eat(t, " if it is a ") && !eat(t, " if it is an ")) return false;
    if (!capitalized_word(t) || (kind_word(t) && t != "Naga")) return false;
    e["if"] = {
        {"card", e.value("card", "target")}, {"zone", "discard"}, {"keywords", {std::string(t)}}};
  }
  b.effects.push_back(e);
  return true;
}

// "Give this Personality a Force bonus equal to the Force of a target Item
// in your discard pile" (also "him" after a condition on him): the
// first target, a card of that kind in the player's own discard pile, and
// a bonus of its Force until the end of the turn.
std::optional<bool> bonus_from_discard(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  constexpr std::string_view kBonus = " a Force bonus equal to the Force of ";
  const std::size_t at = t.find(kBonus);
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view who = t.substr(0, at);
  std::string_view phrase = t.substr(at + kBonus.size());
  if (!eat_suffix(phrase, " in your discard pile")) return std::nullopt;
  if (b.type != CardType::Personality || !b.targets.empty() || !b.effects.empty()) return false;
  // "him" names the Personality himself only when nothing else was named:
  // no target yet, and a condition (if any) about him.
  const bool pronoun =
      (who == "him" || who == "her") &&
      (b.cond.is_null() || (b.cond.is_object() && b.cond.value("card", "") == "self"));
  if (who != "this Personality" && !pronoun) return false;
  if (!phrase.starts_with("a target ")) return false;
  auto f = target_phrase(phrase);
  if (!f || !f->contains("type")) return false;
  for (auto& [k, v] : f->items())
    if (k != "type" && k != "keywords" && k != "not_keywords") return false;
  (*f)["zone"] = "discard";
  (*f)["controller"] = "you";
  b.targets.push_back(*f);
  b.effects.push_back({{"op", "force"}, {"card", "self"}, {"amount", {{"force", "target"}}}});
  return true;
}

}  // namespace

bool person2_rule(std::string_view part, CardType type, CompiledText& out) {
  return while_title(part, type, out) || one_weapon(part, type, out) ||
         discount_if(part, type, out) || followers_attacks(part, type, out);
}

std::optional<bool> person2_sentence(std::string_view s, Body& b) {
  if (auto r = bonus_from_discard(s, b)) return r;
  return put_in_hand(s, b);
}

}  // namespace l5r::compile

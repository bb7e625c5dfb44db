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

// "Either give him +2F or give a target enemy Personality -2F" (after "If
// this Personality is opposed, ..."; also "this Personality"): the player
// chooses as it resolves between the bonus to the card itself and the
// other sentence's effects (CR20F "Choose"); that sentence's target is
// the ability's, chosen as it is announced.
std::optional<bool> either_give(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Either give ")) return std::nullopt;
  if (!b.effects.empty() || !b.targets.empty()) return false;
  std::string who;
  if (eat(t, "this Personality ")) {
    who = self_ref("this Personality", b.type);
  } else if ((eat(t, "him ") || eat(t, "her ")) && b.cond.is_object() &&
             b.cond.value("card", "") == "self") {
    who = "self";  // the card the condition names
  }
  if (who != "self") return false;
  constexpr std::string_view kOr = " or give ";
  const std::size_t at = t.find(kOr);
  if (at == std::string_view::npos) return false;
  auto bonuses = bonus_list(t.substr(0, at));
  if (!bonuses || bonuses->empty()) return false;
  Body inner = b;
  if (!sentence("Give " + std::string(t.substr(at + kOr.size())), inner) || inner.effects.empty() ||
      inner.cond != b.cond)
    return false;
  for (const json& e : inner.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || e.contains("delay") || e.contains("if")) return false;
  }
  json mine = json::array();
  for (auto& [stat, n] : *bonuses) mine.push_back({{"op", stat}, {"amount", n}, {"card", who}});
  b.targets = inner.targets;
  b.effects.push_back({{"op", "choose"}, {"choices", {mine, inner.effects}}});
  return true;
}

// After that choice: "If this Personality is defending, you may do both"
// (also "he is", "she is"; attacking, opposed): while that holds as the
// action resolves, a third choice does both; otherwise the two alone.
std::optional<bool> may_do_both(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, ", you may do both")) return std::nullopt;
  if (!eat(t, "If this Personality is ") && !eat(t, "If he is ") && !eat(t, "If she is "))
    return false;
  if ((t != "defending" && t != "attacking" && t != "opposed") || b.effects.empty() ||
      b.type != CardType::Personality)
    return false;
  json& last = b.effects.back();
  if (last.value("op", "") != "choose" || last.contains("if") || last.contains("player") ||
      last["choices"].size() != 2)
    return false;
  json both = last["choices"][0];
  for (const json& e : last["choices"][1]) both.push_back(e);
  json alone = last;
  json with_both = last;
  alone["if"] = {{"card", "self"}, {std::string(t), false}};
  with_both["if"] = {{"card", "self"}, {std::string(t), true}};
  with_both["choices"].push_back(both);
  last = alone;
  b.effects.push_back(with_both);
  return true;
}

// One kind of card in "the number of other Samurai or Shugenja": a keyword
// (its plural, "Courtiers", or the word itself), no type.
std::optional<json> kind_keywords(std::string_view w) {
  for (int plural = 1; plural >= 0; --plural) {
    std::string_view k = w;
    if (plural && !eat_suffix(k, "s")) continue;
    if (!capitalized_word(k) || kind_word(k)) continue;
    auto f = target_phrase("a target " + std::string(k));
    if (f && f->size() == 1 && f->contains("keywords")) return (*f)["keywords"];
  }
  return std::nullopt;
}

// ":melee: equal to 2 plus the number of other Samurai or Shugenja in this
// Personality's army, whichever is lower" (also Ranged, Fear): the
// attack's strength counts the smaller of the two groups of his army
// (CR20F "Army": the units on his side at his battlefield), each counted
// as it resolves. Two attacks under opposite conditions: exactly one
// happens (a tie is the same either way).
std::optional<bool> lower_count_attack(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, ", whichever is lower")) return std::nullopt;
  std::string op;
  if (eat(t, ":melee: ") || eat(t, "Melee Attack "))
    op = "melee_attack";
  else if (eat(t, ":ranged: ") || eat(t, "Ranged Attack "))
    op = "ranged_attack";
  else if (eat(t, ":fear: ") || eat(t, "Fear "))
    op = "fear";
  else
    return std::nullopt;
  eat(t, "with strength ");
  if (!eat(t, "equal to ")) return false;
  int base = 0;
  if (const std::size_t plus = t.find(" plus "); plus != std::string_view::npos) {
    auto n = number(t.substr(0, plus));
    if (!n) return false;
    base = *n;
    t.remove_prefix(plus + 6);
  }
  if (!eat(t, "the number of ") || !eat_suffix(t, " in this Personality's army")) return false;
  if (b.type != CardType::Personality || !b.targets.empty() || !b.effects.empty()) return false;
  const bool other = eat(t, "other ");
  const std::size_t or_at = t.find(" or ");
  if (or_at == std::string_view::npos) return false;
  auto one = kind_keywords(t.substr(0, or_at));
  auto two = kind_keywords(t.substr(or_at + 4));
  if (!one || !two || *one == *two) return false;
  auto group = [&](const json& keywords) {
    json f = {{"keywords", keywords}, {"location", "this_army"}};
    if (other) f["not_self"] = true;
    return f;
  };
  auto counted = [&](const json& keywords, int plus) {
    json a = {{"count", group(keywords)}};
    if (plus) a["plus"] = plus;
    return a;
  };
  // The second group is the smaller (or as small): its count.
  json by_two = {{"op", op}, {"amount", counted(*two, base)}};
  by_two["if"] = group(*one);
  by_two["if"]["in_play"] = {{"at_least", counted(*two, 0)}};
  json by_one = {{"op", op}, {"amount", counted(*one, base)}};
  by_one["if"] = group(*two);
  by_one["if"]["in_play"] = {{"at_least", counted(*one, 1)}};
  b.effects.push_back(by_two);
  b.effects.push_back(by_one);
  return true;
}

// "You may bow your :pearl: Strategy to take an additional action" (any
// kind of the player's cards): a choice between bowing one of his unbowed
// such cards, which he picks as it resolves (no target), with the
// effects, and nothing; CR20F "To": the effects need the bow. Offered only
// while he has such a card.
std::optional<bool> may_bow_yours_to(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may bow your ")) return std::nullopt;
  const std::size_t to = t.find(" to ");
  if (to == std::string_view::npos) return std::nullopt;
  std::string kind(t.substr(0, to));
  if (kind.starts_with(":pearl: ")) kind = "Pearl " + kind.substr(8);
  // "Strategy" is the card type (target_phrase knows Strategies in play
  // only as Terrains): "your Pearl card" with that type.
  const bool strategy = kind.ends_with(" Strategy");
  if (strategy) kind.replace(kind.size() - 8, 8, "card");
  auto f = target_phrase("your target unbowed " + kind);
  if (f && strategy) {
    if (f->contains("type") || !f->contains("keywords")) return false;
    (*f)["type"] = json::array({"Strategy"});
  }
  if (!f || f->contains("count") || f->contains("player") || f->contains("location") ||
      f->contains("optional") || f->value("controller", "") != "you" || !f->contains("type"))
    return false;
  std::string rest(t.substr(to + 4));
  if (rest.empty()) return false;
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  Body inner = b;
  inner.effects = json::array();
  if (!sentence(rest, inner) || inner.effects.empty() || inner.targets != b.targets ||
      inner.cond != b.cond)
    return false;
  json list = json::array({{{"op", "bow"}, {"among", *f}}});
  for (const json& e : inner.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || op == "move_to_location" || e.contains("delay"))
      return false;
    list.push_back(e);
  }
  json cond = {{"you_control", {{"at_least", 1}}}};
  for (auto& [k, v] : f->items())
    if (k != "controller") cond[k] = v;
  b.effects.push_back({{"op", "choose"}, {"choices", {list, json::array()}}, {"if", cond}});
  return true;
}

// "Give this Personality an element keyword on one of his Spells": one of
// the five elements (CR20F "Element Keyword") that a Spell attached to him
// has, the player's choice among those (a choose of the lists that can do
// something), until the end of the turn.
std::optional<bool> element_of_spells(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give this Personality an element keyword on ")) return std::nullopt;
  if ((t != "one of his Spells" && t != "one of her Spells") || b.type != CardType::Personality)
    return false;
  json choices = json::array();
  for (const char* element : {"Air", "Earth", "Fire", "Water", "Void"}) {
    const json spell = {{"type", {"Spell"}}, {"keywords", {element}}};
    choices.push_back(json::array({{{"op", "give_keyword"},
                                    {"keyword", element},
                                    {"card", "self"},
                                    {"if", {{"card", "self"}, {"attached", spell}}}}}));
  }
  b.effects.push_back({{"op", "choose"}, {"only_possible", true}, {"choices", choices}});
  return true;
}

// After a Fear: "You may bow this Personality or one of his Water Spells
// to have this destroy the cards it bows" (also "her", the icons, other
// elements, "cards it bowed"): as it resolves the player chooses between bowing him or
// one of his unbowed such Spells (picked then, no target) for a Fear that
// destroys the card it bows (CR20F "To"), and the Fear alone; the first is
// offered only while there is such a card to bow. The Fear's target is the
// rulebook's, said outright (the Fear is inside the choice).
std::optional<bool> may_bow_for_destroying_fear(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may bow this Personality or one of ")) return std::nullopt;
  if (!eat(t, "his ") && !eat(t, "her ")) return false;
  std::string element;
  for (const char* e : {"Air", "Earth", "Fire", "Water", "Void"}) {
    std::string icon = ":" + std::string(e) + ":";
    icon[1] = static_cast<char>(std::tolower(static_cast<unsigned char>(icon[1])));
    if (eat(t, icon + " ") || eat(t, std::string(e) + " ")) element = e;
  }
  if (element.empty() || !eat(t, "Spells to have this destroy ")) return false;
  if (t != "cards it bowed" && t != "the cards it bows" && t != "the card it bows") return false;
  if (b.type != CardType::Personality || !b.targets.empty() || b.effects.size() != 1) return false;
  const json fear = b.effects[0];
  if (fear.value("op", "") != "fear" || fear.size() != 2 || !fear.contains("amount")) return false;
  json destroying = fear;
  destroying["after_bows"] = json::array({{{"op", "destroy"}}});
  const json among = {
      {"any_of",
       json::array({{{"this_card", true}},
                    {{"type", {"Spell"}}, {"keywords", {element}}, {"in_this_unit", true}}})}};
  b.targets.push_back(
      {{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
  b.effects = json::array(
      {{{"op", "choose"},
        {"only_possible", true},
        {"choices", json::array({json::array({{{"op", "bow"}, {"among", among}}, destroying}),
                                 json::array({fear})})}}});
  return true;
}

// "Discard a target face-up card in one of your Provinces, refilling it
// face-up" (also "in your Province"): the card, not in play, goes to its
// owner's discard pile and its Province refills, face-up when said (CR20F
// "Province").
std::optional<bool> discard_from_province(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Discard a target face-up card in ")) return std::nullopt;
  bool face_up = eat_suffix(t, ", refilling it face-up");
  if (!face_up && !eat_suffix(t, ", refilling it")) face_up = false;
  if (t != "your Province" && t != "one of your Provinces") return false;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  b.targets.push_back({{"controller", "you"}, {"zone", "province"}});
  json e = {{"op", "discard"}};
  if (face_up) e["refill_face_up"] = true;
  b.effects.push_back(e);
  return true;
}

// After that: "If this discarded a Farm or Mine, give this Personality
// +2F and straighten him" (one or more keywords): the effects on
// the card itself happen if the card discarded, now in the discard pile,
// has one of the keywords.
std::optional<bool> if_discarded_kind(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If this discarded a ") && !eat(t, "If this discarded an ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return false;
  std::string_view kinds = t.substr(0, comma);
  json keywords = json::array();
  while (!kinds.empty()) {
    const std::size_t or_at = kinds.find(" or ");
    const std::string_view w = kinds.substr(0, or_at);
    if (!capitalized_word(w) || (kind_word(w) && w != "Naga")) return false;
    keywords.push_back(std::string(w));
    kinds = or_at == std::string_view::npos ? std::string_view() : kinds.substr(or_at + 4);
  }
  if (b.targets.size() != 1 || b.effects.size() != 1 || b.effects[0].value("op", "") != "discard" ||
      b.targets[0].value("zone", "") != "province" || keywords.empty())
    return false;
  // "straighten this Personality and give him +1F": each clause a
  // sentence; "him" is the card itself, named just before.
  Body inner = b;
  inner.effects = json::array();
  std::string_view rest = t.substr(comma + 2);
  while (!rest.empty()) {
    const std::size_t and_at = rest.find(" and ");
    std::string clause(rest.substr(0, and_at));
    rest = and_at == std::string_view::npos ? std::string_view() : rest.substr(and_at + 5);
    for (std::string_view pronoun : {"give him ", "give her "})
      if (clause.starts_with(pronoun))
        clause = "give this Personality " + clause.substr(pronoun.size());
    if (clause == "straighten him" || clause == "straighten her")
      clause = "straighten this Personality";
    clause[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(clause[0])));
    if (!sentence(clause, inner)) return false;
  }
  if (inner.effects.empty() || inner.targets != b.targets) return false;
  const json cond = {{"card", "target"}, {"zone", "discard"}, {"any_keywords", keywords}};
  for (json e : inner.effects) {
    const std::string op = e.value("op", "");
    if (e.contains("if") || e.value("card", "") != "self" || op == "choose" || op == "duel" ||
        e.contains("delay"))
      return false;
    e["if"] = cond;
    b.effects.push_back(e);
  }
  return true;
}

// "Switch the locations of two of your target Samurai at different
// locations" (with "; this is not considered movement": CR20F "Locations",
// not a move): two of the player's cards; CR20F Rules of Location 0.3 keeps
// the first at the current battlefield during a battle, and the second is
// at any other location. Each goes to where the other was.
std::optional<bool> switch_two_of_yours(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Switch the locations of two of your target ")) return std::nullopt;
  const bool not_movement = eat_suffix(t, "; this is not considered movement");
  if (!eat_suffix(t, " at different locations")) return false;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  std::string kind(t);
  if (kind == "Personalities")
    kind = "Personality";
  else if (kind.ends_with(" Personalities"))
    kind = kind.substr(0, kind.size() - 13) + "Personality";
  else
    return false;
  auto first = target_phrase("your target " + kind);
  if (!first || first->contains("count") || first->contains("player") ||
      first->contains("location") ||
      first->value("type", json::array()) != json::array({"Personality"}))
    return false;
  json second = *first;
  second["location"] = "anywhere";
  second["other_location"] = true;
  b.targets.push_back(*first);
  b.targets.push_back(second);
  json e = {{"op", "switch_locations"}, {"card", "target"}, {"with", "target2"}};
  if (not_movement) e["not_movement"] = true;
  b.effects.push_back(e);
  return true;
}

}  // namespace

bool person2_rule(std::string_view part, CardType type, CompiledText& out) {
  return while_title(part, type, out) || one_weapon(part, type, out) ||
         discount_if(part, type, out) || followers_attacks(part, type, out);
}

std::optional<bool> person2_sentence(std::string_view s, Body& b) {
  if (auto r = bonus_from_discard(s, b)) return r;
  if (auto r = either_give(s, b)) return r;
  if (auto r = may_do_both(s, b)) return r;
  if (auto r = lower_count_attack(s, b)) return r;
  if (auto r = may_bow_yours_to(s, b)) return r;
  if (auto r = element_of_spells(s, b)) return r;
  if (auto r = may_bow_for_destroying_fear(s, b)) return r;
  if (auto r = discard_from_province(s, b)) return r;
  if (auto r = if_discarded_kind(s, b)) return r;
  if (auto r = switch_two_of_yours(s, b)) return r;
  return put_in_hand(s, b);
}

}  // namespace l5r::compile

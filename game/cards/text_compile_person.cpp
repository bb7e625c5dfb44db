#include "game/cards/text_compile_person.h"

#include "game/cards/text_compile_person2.h"

#include <cctype>
#include <iterator>
#include <string>
#include <vector>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// A plural noun's singular ("Holdings", "Personalities", "Ports").
std::string singular(std::string_view w) {
  if (w.ends_with("ies")) return std::string(w.substr(0, w.size() - 3)) + "y";
  if (w.ends_with("s") && !w.ends_with("ss")) return std::string(w.substr(0, w.size() - 1));
  return std::string(w);
}

// A count in digits or words ("4", "three").
std::optional<int> count_of(std::string_view w) {
  static constexpr std::string_view kWords[] = {"one", "two",   "three", "four", "five",
                                                "six", "seven", "eight", "nine", "ten"};
  for (std::size_t i = 0; i < std::size(kWords); ++i)
    if (w == kWords[i]) return static_cast<int>(i) + 1;
  return number(w);
}

// "bowed card in the enemy army", "of your Port Holdings", "Naga
// Personality in your discard pile": the cards counted (a trait's `per`).
std::optional<json> counted(std::string_view w) {
  json where;
  if (eat_suffix(w, " in the enemy army")) {
    // His enemy army: the enemies' units at his battlefield (CR20F "Army").
    where = {{"location", "opposing_army"}};
  } else if (eat_suffix(w, " in your discard pile")) {
    where = {{"zone", "discard"}, {"controller", "you"}};
  }
  std::string phrase;
  if (eat(w, "of your ")) {
    // "of your Port Holdings": the last word is the plural noun.
    if (!where.is_null()) return std::nullopt;
    const std::size_t sp = w.rfind(' ');
    const std::string_view head = sp == std::string_view::npos ? w : w.substr(sp + 1);
    const std::string_view rest =
        sp == std::string_view::npos ? std::string_view() : w.substr(0, sp + 1);
    if (head != "Holdings" && head != "Personalities" && head != "Followers") return std::nullopt;
    phrase = "your target " + std::string(rest) + singular(head);
  } else {
    phrase = "a target " + std::string(w);
  }
  auto f = target_phrase(phrase);
  if (!f) return std::nullopt;
  if (phrase.starts_with("your ") && f->value("controller", "") != "you") return std::nullopt;
  if (where.is_object()) {
    for (auto& [k, v] : where.items()) {
      if (f->contains(k) && (*f)[k] != v) return std::nullopt;
      (*f)[k] = v;
    }
  }
  // Only kinds of cards and their states: where they are is said above.
  for (auto& [k, v] : f->items())
    if (k != "type" && k != "keywords" && k != "not_keywords" && k != "bowed" &&
        k != "controller" && k != "location" && k != "zone")
      return std::nullopt;
  return f;
}

// "..., to a maximum of 4 Personalities", "..., up to three Ports": the most
// cards counted; the noun must be the counted cards' own (their type's or a
// keyword's plural).
bool maximum(std::string_view& w, int& max) {
  std::size_t at = w.rfind(", to a maximum of ");
  std::size_t len = 18;
  if (at == std::string_view::npos) {
    at = w.rfind(", up to ");
    len = 8;
  }
  if (at == std::string_view::npos) return true;
  std::string_view tail = w.substr(at + len);
  const std::size_t sp = tail.find(' ');
  if (sp == std::string_view::npos) return false;
  auto n = count_of(tail.substr(0, sp));
  const std::string noun = singular(tail.substr(sp + 1));
  w = w.substr(0, at);
  if (!n || *n < 1 || noun.empty() || noun.find(' ') != std::string::npos) return false;
  // The counted phrase names the noun ("Port Holdings" for "Ports").
  const std::string phrase(w);
  std::size_t pos = phrase.find(noun);
  if (pos == std::string::npos || (pos > 0 && phrase[pos - 1] != ' ')) return false;
  max = *n;
  return true;
}

// One condition of "If A or B": the turn, a card the player controls, or
// the Personality's own state. nullopt when it is none of them.
std::optional<json> one_condition(std::string_view c, CardType type) {
  if (c == "it is your turn") return json{{"your_turn", true}};
  if (c == "it is not your turn") return json{{"your_turn", false}};
  if (std::string_view t = c; eat(t, "you control ") && (eat(t, "a ") || eat(t, "an "))) {
    auto f = target_phrase("your target " + std::string(t));
    if (!f || f->size() < 2 || f->contains("location") || f->contains("zone")) return std::nullopt;
    f->erase("controller");
    json cond = {{"you_control", {{"at_least", 1}}}};
    cond.update(*f);
    return cond;
  }
  // "this Personality opposes a dishonorable Personality": such a card in
  // the army opposing him (CR20F "Opposing": at his battlefield, on another
  // side), whoever controls it: an "in_play" count.
  if (std::string_view t = c;
      type == CardType::Personality && eat(t, "this Personality opposes ") && (eat(t, "a ") || eat(t, "an "))) {
    auto f = target_phrase("a target " + std::string(t));
    if (!f || f->contains("location") || f->contains("zone") || f->contains("controller")) return std::nullopt;
    json cond = {{"in_play", {{"at_least", 1}}}, {"location", "opposing_army"}};
    cond.update(*f);
    return cond;
  }
  if (std::string_view t = c; type == CardType::Personality && eat(t, "this Personality is "))
    for (std::string_view state : {"attacking", "defending", "opposed"})
      if (t == state) return json{{"card", "self"}, {std::string(state), true}};
  return std::nullopt;
}

// "a Gaijin or Peasant Weapon attached", "a Nonhuman, non-Shadowlands
// Follower", "a Courage Follower": one attachment of a kind on this
// Personality (the condition's filter "attached").
std::optional<json> attachment_kind(std::string_view c);

std::optional<json> has_attachment(std::string_view c, CardType type) {
  if (type != CardType::Personality || !eat(c, "this Personality has ")) return std::nullopt;
  if (!eat(c, "a ") && !eat(c, "an ")) return std::nullopt;
  eat_suffix(c, " attached");
  auto f = attachment_kind(c);
  if (!f) return std::nullopt;
  return json{{"card", "self"}, {"attached", *f}};
}

// "Gaijin or Peasant Weapon", "Nonhuman, non-Shadowlands Follower": a kind
// of attachment by its type or keyword and the keywords before it.
std::optional<json> attachment_kind(std::string_view c) {
  std::vector<std::string> words;
  while (!c.empty()) {
    const std::size_t sp = c.find(' ');
    std::string w(c.substr(0, sp));
    if (!w.empty() && w.back() == ',') w.pop_back();
    words.push_back(w);
    c = sp == std::string_view::npos ? std::string_view() : c.substr(sp + 1);
  }
  if (words.empty()) return std::nullopt;
  auto keyword = [](std::string_view w) {
    if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
    for (char ch : w)
      if (!std::isalpha(static_cast<unsigned char>(ch))) return false;
    return true;
  };
  auto clan = [](std::string_view w) {
    for (std::string_view name : {"Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix",
                                  "Scorpion", "Spider", "Unicorn", "Naga"})
      if (w == name) return true;
    return false;
  };
  json f = json::object();
  const std::string head = words.back();
  words.pop_back();
  if (head == "Follower" || head == "Item" || head == "Spell")
    f["type"] = {head};
  else if (keyword(head) && head != "Personality" && head != "Holding" && !clan(head) &&
           head != "Human")
    f["keywords"] = {head};
  else
    return std::nullopt;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (i + 2 < words.size() && words[i + 1] == "or") {
      // "Gaijin or Peasant": either keyword (one pair only).
      if (f.contains("any_keywords") || !keyword(w) || !keyword(words[i + 2]) || clan(w) ||
          clan(words[i + 2]) || w == "Human" || words[i + 2] == "Human")
        return std::nullopt;
      f["any_keywords"] = {w, words[i + 2]};
      i += 2;
    } else if (w == "Human") {
      f["not_keywords"].push_back("Nonhuman");  // what is not Nonhuman
    } else if (clan(w) || w == "non-Human" || (w.starts_with("non-") && clan(w.substr(4)))) {
      return std::nullopt;  // a clan's name is its "Clan" keyword: not read here
    } else if (w.starts_with("non-") && keyword(std::string_view(w).substr(4))) {
      f["not_keywords"].push_back(w.substr(4));
    } else if (keyword(w)) {
      f["keywords"].push_back(w);
    } else {
      return std::nullopt;
    }
  }
  return f;
}

// "This Personality's Nonhuman Followers have Cavalry": a keyword the
// engine knows for the Followers of his unit that are of that kind
// (a keyword trait with each; CR20F "Keywords").
bool followers_have(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality || !eat(t, "This Personality's ") || !eat_suffix(t, "."))
    return false;
  const std::size_t have = t.find(" Followers have ");
  if (have == std::string_view::npos) return false;
  const std::string keyword(t.substr(have + 16));
  bool known = false;
  for (std::string_view k : {"Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable",
                             "Elite", "Naval", "Duelist", "Kensai"})
    known = known || keyword == k;
  if (!known) return false;
  auto f = attachment_kind(std::string(t.substr(0, have)) + " Follower");
  if (!f) return false;
  (*f)["in_this_unit"] = true;
  const json list = json::array({{{"keyword", keyword}, {"each", *f}}});
  auto parsed = checked<Trait>(list, parse_traits);
  if (!parsed) return false;
  out.json["traits"].push_back(list[0]);
  out.traits.push_back((*parsed)[0]);
  return true;
}

// "<what>, or <more> if <cond>" / "<what>, with +N strength if <cond>": the
// amount of the one effect `what` gives, with a bonus counted when the
// condition holds as it resolves (amount bonus_when).
std::optional<bool> amount_or_more(std::string_view s, Body& b) {
  const std::size_t comma = s.find(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  const std::string_view what = s.substr(0, comma);
  std::string_view rest = s.substr(comma + 2);
  const std::size_t at = rest.find(" if ");
  if (at == std::string_view::npos) return std::nullopt;
  auto cond = has_attachment(rest.substr(at + 4), b.type);
  if (!cond) return std::nullopt;
  std::string_view more = rest.substr(0, at);
  const bool attack = what.starts_with("Fear ") || what.starts_with(":fear: ");
  const bool penalty =
      what.starts_with("Give a target ") && (what.ends_with("F") || what.ends_with("C"));
  if (!attack && !penalty) return std::nullopt;
  const std::size_t before = b.effects.size();
  std::string head(what);
  if (eat(more, "with +") && eat_suffix(more, " strength")) {
    if (!attack) return false;
  } else if (!eat(more, "or ")) {
    return false;
  }
  // The first effect, as its own sentence ("Fear 2", "Give a target ... -2F").
  if (head.starts_with(":fear: ")) head = "Fear " + head.substr(7);
  if (!sentence(head, b) || b.effects.size() != before + 1) return false;
  json& e = b.effects.back();
  if (!e["amount"].is_number_integer() || e.contains("if") || e.contains("each")) return false;
  const int low = e["amount"].get<int>();
  int high = 0;
  if (s.substr(comma + 2).starts_with("with +")) {
    auto n = number(more);
    if (!n || *n < 1) return false;
    high = low + *n;
  } else if (attack) {
    // "or Fear 4" (also ":fear: 4").
    if (!eat(more, "Fear ") && !eat(more, ":fear: ")) return false;
    auto n = number(more);
    if (!n || *n <= low) return false;
    high = *n;
  } else {
    // "or -3F": the same stat as the first penalty or bonus.
    const std::string op = e.value("op", "");
    auto bonus = stat_bonus(more);
    if (!bonus || bonus->first != op || bonus->second == low || (bonus->second < 0) != (low < 0))
      return false;
    high = bonus->second;
  }
  if (attack && e.value("op", "") != "fear") return false;
  e["amount"] = {{"value", low}, {"bonus_when", {{{"amount", high - low}, {"if", *cond}}}}};
  return true;
}

// "this Personality has one or no Spirit Followers" (also "two or fewer
// Items"): a count of the attachments of that kind in his unit, of the
// player's own cards (CR20F "Unit": his attachments are his controller's).
std::optional<json> few_attachments(std::string_view c, CardType type) {
  if (type != CardType::Personality || !eat(c, "this Personality has ")) return std::nullopt;
  int most = -1;
  if (eat(c, "one or no ")) {
    most = 1;
  } else {
    const std::size_t sp = c.find(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto n = count_of(c.substr(0, sp));
    std::string_view t = c.substr(sp + 1);
    if (!n || !eat(t, "or fewer ")) return std::nullopt;
    most = *n;
    c = t;
  }
  if (!eat_suffix(c, "s")) return std::nullopt;
  auto f = attachment_kind(c);
  if (!f || !f->contains("type")) return std::nullopt;
  (*f)["in_this_unit"] = true;
  json cond = {{"you_control", {{"at_most", most}}}};
  cond.update(*f);
  return cond;
}

// "Move her to an unresolved battlefield": the Personality with the
// ability moves himself to a battlefield of the current attack whose battle
// has not resolved (CR20F "Move": from one location to another, so not the
// one he is at), the player choosing which as it resolves.
std::optional<bool> move_self(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move ") || !eat_suffix(t, " to an unresolved battlefield")) return std::nullopt;
  if (b.type != CardType::Personality || !b.targets.empty()) return false;
  if (t != "him" && t != "her" && t != "this Personality") return false;
  b.effects.push_back({{"op", "move_to_location"},
                       {"card", "self"},
                       {"destination", "other_unresolved_battlefield"}});
  return true;
}

// "This Personality's Items must be Weapons or Armor": the attachments of
// that type without one of those keywords may not join him (a refuses_attach
// trait: CR20F "Attachments").
bool must_be(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality || !eat(t, "This Personality's ") || !eat_suffix(t, "."))
    return false;
  std::string kind;
  for (std::string_view k : {"Followers", "Items", "Spells"})
    if (eat(t, k)) kind = std::string(k.substr(0, k.size() - 1));
  if (kind.empty() || !eat(t, " must be ")) return false;
  json keywords = json::array();
  for (std::string_view alt : {t.substr(0, t.find(" or ")),
                               t.find(" or ") == std::string_view::npos
                                   ? std::string_view()
                                   : t.substr(t.find(" or ") + 4)}) {
    if (alt.empty()) continue;
    std::string k(alt);
    if (k == "Weapons") k = "Weapon";
    if (k != "Weapon" && k != "Armor" && (k.ends_with("s") || k.find(' ') != std::string::npos))
      return false;
    for (char ch : k)
      if (!std::isalpha(static_cast<unsigned char>(ch))) return false;
    if (k.empty() || !std::isupper(static_cast<unsigned char>(k[0]))) return false;
    keywords.push_back(k);
  }
  if (keywords.empty()) return false;
  const json list = json::array(
      {{{"refuses_attach", {{"type", {kind}}, {"not_keywords", keywords}}}}});
  return append_traits(list, out);
}

// "Draw a card, then discard a card": the two effects in their order (the
// player's own hand; CR20F "Resolving Effects").
std::optional<bool> draw_then_discard(std::string_view s, Body& b) {
  const std::size_t then = s.find(", then discard ");
  if (!s.starts_with("Draw ") || then == std::string_view::npos) return std::nullopt;
  const std::size_t before = b.effects.size();
  std::string second(s.substr(then + 7));
  second[0] = 'D';
  if (!sentence(s.substr(0, then), b) || !sentence(second, b) || b.effects.size() != before + 2)
    return false;
  return b.effects[before].value("op", "") == "draw" &&
         b.effects[before + 1].value("op", "") == "discard_from_hand";
}

// "Enters play for 3 less Gold for each Mine other players control" (also
// "you control"): the card's Recruit discount, once for each such card in
// play (recruit_discount with per).
bool discount_per(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Personality && type != CardType::Holding) return false;
  if (!eat(t, "Enters play for ") && !eat(t, "This Personality enters play for ")) return false;
  const std::size_t at = t.find(" less Gold for each ");
  if (at == std::string_view::npos) return false;
  auto n = count_of(t.substr(0, at));
  std::string_view what = t.substr(at + 20);
  if (!eat_suffix(what, ".")) return false;
  std::string side;
  if (eat_suffix(what, " other players control"))
    side = "enemy";
  else if (eat_suffix(what, " you control"))
    side = "you";
  else
    return false;
  auto f = target_phrase("a target " + std::string(what));
  if (!n || *n < 1 || !f || f->empty()) return false;
  for (auto& [k, v] : f->items())
    if (k != "type" && k != "keywords" && k != "not_keywords") return false;
  (*f)["controller"] = side;
  const json list = json::array({{{"recruit_discount", *n}, {"per", *f}}});
  auto parsed = checked<Trait>(list, parse_traits);
  if (!parsed) return false;
  out.json["traits"].push_back(list[0]);
  out.traits.push_back((*parsed)[0]);
  return true;
}

// The states a target phrase may name ("opposed", "unbowed"): the target
// condition each is; null for another word.
json state_word(std::string_view w) {
  if (w == "opposed" || w == "attacking" || w == "defending" || w == "dishonorable")
    return {{std::string(w), true}};
  if (w == "bowed") return {{"bowed", true}};
  if (w == "unbowed") return {{"bowed", false}};
  return nullptr;
}

// A keyword written alone ("Ninja", "Spirit"): capitalized letters,
// and no card type or clan (a clan's keyword is "Crab Clan").
bool lone_keyword(std::string_view w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char ch : w)
    if (!std::isalpha(static_cast<unsigned char>(ch))) return false;
  for (std::string_view no : {"Personality", "Follower", "Item", "Spell", "Holding", "Strategy",
                              "Region", "Event", "Ring", "Sensei", "Stronghold", "Terrain",
                              "Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion",
                              "Spider", "Unicorn", "Naga", "Clan", "Human", "Province"})
    if (w == no) return false;
  return true;
}

// Compiles `rewritten` (the sentence without words about its one target)
// and gives that target the condition `more`: the sentence must add exactly
// one target and effects that act on it.
bool with_target_condition(const std::string& rewritten, const json& more, Body& b) {
  const std::size_t targets = b.targets.size();
  const std::size_t effects = b.effects.size();
  if (!sentence(rewritten, b) || b.targets.size() != targets + 1 || b.effects.size() == effects)
    return false;
  json& t = b.targets.back();
  if (!t.is_object() || t.value("player", false)) return false;
  for (auto& [k, v] : more.items()) {
    if (t.contains(k)) return false;
    t[k] = v;
  }
  return true;
}

// "Bow a target attacking or Ninja Personality": a state or a
// keyword, either one (the target's any_of); the rest of the sentence is
// compiled without those words.
std::optional<bool> state_or_keyword(std::string_view s, Body& b) {
  const std::size_t at = s.find(" target ");
  if (at == std::string_view::npos || s.find(" target ", at + 1) != std::string_view::npos)
    return std::nullopt;
  const std::size_t from = at + 8;
  std::string_view rest = s.substr(from);
  const std::size_t sp1 = rest.find(' ');
  if (sp1 == std::string_view::npos) return std::nullopt;
  const json first = state_word(rest.substr(0, sp1));
  std::string_view after = rest.substr(sp1 + 1);
  if (first.is_null() || !eat(after, "or ")) return std::nullopt;
  const std::size_t sp2 = after.find(' ');
  if (sp2 == std::string_view::npos) return std::nullopt;
  const std::string_view second = after.substr(0, sp2);
  json other = state_word(second);
  if (other.is_null()) {
    if (!lone_keyword(second)) return std::nullopt;
    other = {{"keywords", {std::string(second)}}};
  }
  if (other == first) return false;
  const std::string rewritten =
      std::string(s.substr(0, from)) + std::string(after.substr(sp2 + 1));
  return with_target_condition(rewritten, {{"any_of", {first, other}}}, b);
}

// One alternative of "with either A or B": "no unbowed Followers", "no
// Followers", "no attachments", a keyword ("Spirit").
json either_part(std::string_view w) {
  if (w == "no unbowed Followers")
    return {{"none_attached", {{"type", {"Follower"}}, {"bowed", false}}}};
  if (w == "no Followers") return {{"has_followers", false}};
  if (w == "no attachments") return {{"has_attachments", false}};
  if (lone_keyword(w)) return {{"keywords", {std::string(w)}}};
  return nullptr;
}

// "Destroy your target Follower with either no attachments or Spirit" (also
// "... with lower Force and with either ..."): the last words are one more condition on the
// sentence's one target, either alternative (any_of). Only sentences that
// bow, straighten, destroy or dishonor the target.
std::optional<bool> with_either(std::string_view s, Body& b) {
  constexpr std::string_view kEither = " with either ";
  const std::size_t at = s.find(kEither);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view alts = s.substr(at + kEither.size());
  const std::size_t o = alts.find(" or ");
  if (o == std::string_view::npos || alts.find(" or ", o + 1) != std::string_view::npos)
    return false;
  const json a = either_part(alts.substr(0, o));
  const json c = either_part(alts.substr(o + 4));
  if (a.is_null() || c.is_null() || a == c) return false;
  std::string_view head = s.substr(0, at);
  eat_suffix(head, " and");
  bool verb = false;
  for (std::string_view v : {"Bow ", "Straighten ", "Destroy ", "Dishonor "})
    if (std::string_view t = head; eat(t, v) && (eat(t, "a target ") || eat(t, "your target ") ||
                                                 eat(t, "target ")))
      verb = true;
  if (!verb || head.find(',') != std::string_view::npos) return false;
  return with_target_condition(std::string(head), {{"any_of", {a, c}}}, b);
}

// "Bow a target card with fewer attachments than the number of Spirit
// Followers in this unit": the cards attached to it are fewer than those
// counted in the unit of the card with the ability (the target's
// unit_cards, itself and its attachments, lower than the count plus one).
std::optional<bool> fewer_attachments(std::string_view s, Body& b) {
  constexpr std::string_view kFewer = " with fewer attachments than the number of ";
  const std::size_t at = s.find(kFewer);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view counted = s.substr(at + kFewer.size());
  if (!eat_suffix(counted, " in this unit") || b.type == CardType::Strategy ||
      b.type == CardType::Event)
    return false;
  auto f = target_phrase("a target " + singular(counted));
  if (!f || f->empty()) return false;
  for (auto& [k, v] : f->items())
    if (k != "type" && k != "keywords" && k != "not_keywords" && k != "bowed") return false;
  (*f)["in_this_unit"] = true;
  const json more = {{"unit_cards", {{"lower_than", {{"count", *f}, {"plus", 1}}}}}};
  const std::string head(s.substr(0, at));
  bool verb = false;
  for (std::string_view v : {"Bow ", "Straighten ", "Destroy ", "Dishonor "})
    if (head.starts_with(v)) verb = true;
  if (!verb || head.find(',') != std::string::npos) return false;
  return with_target_condition(head, more, b);
}

// "your target dead Samurai Personality": a destroyed Personality in
// your discard pile (CR20F "Dead"); other phrases as target_phrase reads them.
std::optional<json> second_target(std::string_view phrase) {
  std::string p(phrase);
  const std::size_t dead = p.find(" dead ");
  if (dead == std::string::npos) return target_phrase(p);
  p = p.substr(0, dead + 1) + p.substr(dead + 6);
  auto f = target_phrase(p);
  if (!f || f->contains("location") || f->contains("zone") || f->contains("bowed") ||
      f->value("type", json::array({"Personality"})) != json::array({"Personality"}))
    return std::nullopt;
  (*f)["type"] = json::array({"Personality"});
  (*f)["zone"] = "discard";
  (*f)["dead"] = true;
  return f;
}

// "Give a target Samurai a Force bonus or penalty equal to the Force of
// your target Follower": the player chooses, as it resolves, whether the
// first target gets the bonus or the penalty; the amount is the second
// target's Force (also Chi).
std::optional<bool> bonus_or_penalty(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  constexpr std::string_view kForce = " a Force bonus or penalty equal to the Force of ";
  constexpr std::string_view kChi = " a Chi bonus or penalty equal to the Chi of ";
  std::string stat = "force";
  std::size_t at = t.find(kForce);
  std::size_t len = kForce.size();
  if (at == std::string_view::npos) {
    at = t.find(kChi);
    if (at == std::string_view::npos) return std::nullopt;
    stat = "chi";
    len = kChi.size();
  }
  const std::string_view of = t.substr(at + len);
  if (!b.targets.empty() || !b.effects.empty()) return false;
  auto first = target_phrase(t.substr(0, at));
  auto second = second_target(of);
  if (!first || !second || first->contains("count") || second->contains("count") ||
      first->value("player", false) || second->value("player", false))
    return false;
  b.targets.push_back(*first);
  b.targets.push_back(*second);
  const json bonus = {{"op", stat}, {"amount", {{stat, "target2"}}}};
  const json penalty = {{"op", stat}, {"amount", {{stat, "target2"}, {"times", -1}}}};
  b.effects.push_back(
      {{"op", "choose"}, {"choices", {json::array({bonus}), json::array({penalty})}}});
  return true;
}

}  // namespace

std::optional<bool> person_sentence(std::string_view s, Body& b) {
  if (auto r = person2_sentence(s, b)) return r;
  if (auto r = bonus_or_penalty(s, b)) return r;
  if (auto r = move_self(s, b)) return r;
  if (auto r = draw_then_discard(s, b)) return r;
  if (auto r = state_or_keyword(s, b)) return r;
  if (auto r = with_either(s, b)) return r;
  if (auto r = fewer_attachments(s, b)) return r;
  return amount_or_more(s, b);
}

std::optional<bool> person_condition(std::string_view s, Body& b, std::string& rest) {
  std::string_view t = s;
  if (!eat(t, "If ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view conds = t.substr(0, comma);
  if (auto few = few_attachments(conds, b.type)) {
    // "If this Personality has one or no Spirit Followers, ...".
    if (!b.cond.is_null() || !b.turn.empty()) return false;
    b.cond = *few;
    std::string r(t.substr(comma + 2));
    if (r.empty()) return false;
    r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
    rest = r;
    return true;
  }
  const bool any = conds.find(" or ") != std::string_view::npos;
  const bool all = conds.find(" and ") != std::string_view::npos;
  if (!any && !all && conds.find(" opposes ") != std::string_view::npos) {
    // "If this Personality opposes a ...": one condition of this file's.
    auto one = one_condition(conds, b.type);
    if (!one) return std::nullopt;
    if (!b.cond.is_null() || !b.turn.empty()) return false;
    b.cond = *one;
    std::string r(t.substr(comma + 2));
    if (r.empty()) return false;
    r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
    rest = r;
    return true;
  }
  if (any == all) return std::nullopt;  // one condition, or both words: not this template
  const std::string_view sep = any ? " or " : " and ";
  json list = json::array();
  while (!conds.empty()) {
    const std::size_t at = conds.find(sep);
    auto one = one_condition(conds.substr(0, at), b.type);
    if (!one) return std::nullopt;  // another template's words ("a Shugenja or a Monk")
    list.push_back(*one);
    conds = at == std::string_view::npos ? std::string_view() : conds.substr(at + sep.size());
  }
  if (!b.cond.is_null() || !b.turn.empty()) return false;
  b.cond = {{any ? "any" : "all", list}};
  std::string r(t.substr(comma + 2));
  if (r.empty()) return false;
  r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  rest = r;
  return true;
}

bool person_rule(std::string_view part, CardType type, CompiledText& out) {
  if (person2_rule(part, type, out)) return true;
  if (discount_per(part, type, out) || followers_have(part, type, out) || must_be(part, type, out))
    return true;
  if (type != CardType::Personality) return false;
  std::string_view t = part;
  if (!eat_suffix(t, ".")) return false;
  json cond;
  // "While opposed, this Personality has ...": his own state.
  for (std::string_view state : {"opposed", "attacking", "defending"})
    if (std::string_view w = t;
        eat(w, "While ") && eat(w, state) && eat(w, ", this Personality has ")) {
      cond = {{"card", "this_personality"}, {std::string(state), true}};
      t = w;
    }
  if (cond.is_null() && !eat(t, "This Personality has ")) return false;
  const std::size_t each = t.find(" for each ");
  if (each == std::string_view::npos) return false;
  std::string_view bonuses = t.substr(0, each);
  std::string_view rest = t.substr(each + 10);
  int max = 0;
  if (!maximum(rest, max)) return false;
  auto per = counted(rest);
  if (!per) return false;
  json list = json::array();
  while (!bonuses.empty()) {
    const std::size_t slash = bonuses.find('/');
    auto bonus = stat_bonus(bonuses.substr(0, slash));
    if (!bonus) return false;
    json j = {{"stat", bonus->first}, {"amount", bonus->second}, {"per", *per}};
    if (max) j["per_max"] = max;
    if (!cond.is_null()) j["while"] = cond;
    list.push_back(j);
    bonuses = slash == std::string_view::npos ? std::string_view() : bonuses.substr(slash + 1);
  }
  return append_traits(list, out);
}

}  // namespace l5r::compile

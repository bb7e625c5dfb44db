// Followers' unit-wide bonuses (text_compile_follower.h). CR20F "Unit": a
// Personality and the cards attached to him; "Followers in this unit" are
// the Followers attached to the same Personality as the card.
#include "game/cards/text_compile_follower.h"

#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "game/abilities/parse.h"
#include "game/cards/import_record.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

// "Followers", "Naga Followers": the Followers named, with the keyword
// they must have (empty: any). nullopt when the words name something else.
std::optional<json> followers(std::string_view w) {
  json f = {{"type", json::array({"Follower"})}};
  if (w == "Followers") return f;
  if (!eat_suffix(w, " Followers") || w.empty() || w.find(' ') != std::string_view::npos ||
      !std::isupper(static_cast<unsigned char>(w[0])) || w == "Unique" || w == "Other" ||
      w == "All")
    return std::nullopt;
  f["keywords"] = json::array({std::string(w)});
  return f;
}

bool add_trait(const json& j, CompiledText& out) {
  auto parsed = checked<Trait>(json::array({j}), parse_traits);
  if (!parsed) return false;
  out.json["traits"].push_back(j);
  out.traits.push_back((*parsed)[0]);
  return true;
}

// "[All] [other] <Followers> in this unit have +1F[/+1C]." A Personality's
// unit is his own; an attachment's its Personality's. "Other" leaves out the
// card itself (a Follower's).
bool unit_followers_bonus(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Follower && type != CardType::Item && type != CardType::Spell &&
      type != CardType::Personality)
    return false;
  if (!eat_suffix(t, ".")) return false;
  eat(t, "All ");
  bool other = eat(t, "other ") || eat(t, "Other ");
  if (other && type != CardType::Follower) return false;
  const std::size_t at = t.find(" in this unit have ");
  if (at == std::string_view::npos) return false;
  auto f = followers(t.substr(0, at));
  auto bonuses = bonus_list(t.substr(at + 19));
  if (!f || !bonuses) return false;
  (*f)["in_this_unit"] = true;
  if (other) (*f)["not_self"] = true;
  CompiledText trial = out;
  for (const auto& [stat, n] : *bonuses)
    if (n == 0 || !add_trait({{"stat", stat}, {"amount", n}, {"each", *f}}, trial)) return false;
  out = std::move(trial);
  return true;
}

// "This Follower has a Force bonus equal to its Personality's printed
// Force." (CR20F "Printed": the number on the card, whatever changes it).
bool printed_force_bonus(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Follower) return false;
  if (!eat(t, "This Follower has a Force bonus ") || !eat(t, "equal to its Personality's ") ||
      t != "printed Force.")
    return false;
  return add_trait(
      {{"stat", "force"}, {"card", "self"}, {"amount", {{"printed_force", "this_personality"}}}},
      out);
}

// "+1PH/+2F": the stats and signed amounts (Personal Honor too).
std::optional<std::vector<std::pair<std::string, int>>> trait_bonuses(std::string_view list) {
  std::vector<std::pair<std::string, int>> out;
  while (!list.empty()) {
    const std::size_t slash = list.find('/');
    auto one = stat_bonus(list.substr(0, slash));
    if (!one || one->second == 0) return std::nullopt;
    out.push_back(*one);
    list = slash == std::string_view::npos ? std::string_view() : list.substr(slash + 1);
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// "While <attacking|defending|opposed>, this Personality has <bonuses> and
// his Followers have <bonuses>." on an attachment: bonuses to its Personality
// and to the Followers attached to him (CR20F "Unit"), while he is so.
bool while_unit_bonus(std::string_view t, CardType type, CompiledText& out) {
  if (!is_attachment(type) || !eat(t, "While ") || !eat_suffix(t, ".")) return false;
  std::string state;
  for (std::string_view st : {"attacking", "defending", "opposed"})
    if (std::string_view w = t; eat(w, st) && eat(w, ", ")) {
      state = std::string(st);
      t = w;
    }
  if (state.empty() || !eat(t, "this Personality has ")) return false;
  const std::size_t at = t.find(" and his Followers have ");
  if (at == std::string_view::npos) return false;
  auto mine = trait_bonuses(t.substr(0, at));
  auto theirs = trait_bonuses(t.substr(at + 24));
  if (!mine || !theirs) return false;
  const json cond = {{"card", "this_personality"}, {state, true}};
  CompiledText trial = out;
  for (const auto& [stat, n] : *mine)
    if (!add_trait({{"stat", stat}, {"amount", n}, {"card", "this_personality"}, {"while", cond}},
                   trial))
      return false;
  for (const auto& [stat, n] : *theirs)
    if (!add_trait({{"stat", stat},
                    {"amount", n},
                    {"each", {{"type", json::array({"Follower"})}, {"in_this_unit", true}}},
                    {"while", cond}},
                   trial))
      return false;
  out = std::move(trial);
  return true;
}

// "This Personality[, if he is a <Keyword>,] has <bonuses> while actions on
// your Kihos and Spells are resolving." on an attachment: its Personality's
// bonuses while such an action resolves its effects (CR20F "Action
// Sequence" E), if he has the keyword.
bool resolving_bonus(std::string_view t, CardType type, CompiledText& out) {
  if (!is_attachment(type) || !eat(t, "This Personality") || !eat_suffix(t, ".")) return false;
  if (!eat_suffix(t, " are resolving") || !eat_suffix(t, " your Kihos and Spells") ||
      !eat_suffix(t, " while actions on"))
    return false;
  json cond = {{"card", "this_personality"}, {"own_kiho_or_spell_resolving", true}};
  if (eat(t, ", if he is a ") || eat(t, ", if she is a ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return false;
    const std::string_view kw = t.substr(0, comma);
    if (kw.empty() || kw.find(' ') != std::string_view::npos ||
        !std::isupper(static_cast<unsigned char>(kw[0])))
      return false;
    cond["keywords"] = json::array({std::string(kw)});
    t.remove_prefix(comma + 1);
  }
  if (!eat(t, " has ")) return false;
  auto bonuses = trait_bonuses(t);
  if (!bonuses) return false;
  CompiledText trial = out;
  for (const auto& [stat, n] : *bonuses)
    if (!add_trait({{"stat", stat}, {"amount", n}, {"card", "this_personality"}, {"while", cond}},
                   trial))
      return false;
  out = std::move(trial);
  return true;
}

// "This Item has -3F while it is bowed." (or "unbowed"): the Item's own
// Force (Chi) modifier changes while it is so, and with it its
// Personality's Force (CR20F "Force Modifier", "Chi Modifier").
bool item_own_bonus(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Item || !eat(t, "This Item has ") || !eat_suffix(t, ".")) return false;
  bool bowed = true;
  if (eat_suffix(t, " while it is unbowed")) bowed = false;
  else if (!eat_suffix(t, " while it is bowed")) return false;
  auto bonuses = trait_bonuses(t);
  if (!bonuses) return false;
  CompiledText trial = out;
  for (const auto& [stat, n] : *bonuses)
    if ((stat != "force" && stat != "chi") ||
        !add_trait({{"stat", stat}, {"amount", n}, {"card", "self"}, {"while", {{"card", "self"}, {"bowed", bowed}}}},
                   trial))
      return false;
  out = std::move(trial);
  return true;
}

// "This Item's Chi modifier equals this Personality's Force.":
// the Item's own modifier (CR20F "Force Modifier"), whose printed value is
// the '*' (CR20F "Asterisks": zero), counted whenever it is read.
bool item_modifier_equals(std::string_view t, CardType type, CompiledText& out) {
  if (type != CardType::Item || !eat(t, "This Item's ") || !eat_suffix(t, ".")) return false;
  std::string stat;
  if (eat(t, "Force modifier ") || eat(t, "Force Modifier ")) stat = "force";
  else if (eat(t, "Chi modifier ") || eat(t, "Chi Modifier ")) stat = "chi";
  else return false;
  if (!eat(t, "equals ") && !eat(t, "is equal to ")) return false;
  Body b;
  b.type = type;
  auto a = stat_amount(t, b);
  if (!a || a->contains("plus")) return false;
  return add_trait({{"stat", stat}, {"card", "self"}, {"amount", *a}}, out);
}

// The words that end a search: "[,] show it, and put it in[to] your hand".
bool eat_found_to_hand(std::string_view& t) {
  for (std::string_view tail : {", show it, and put it in your hand", ", show it, and put it into your hand"})
    if (eat_suffix(t, tail)) return true;
  return false;
}

// "Search your discard pile, then [Fate] deck, for": CR20F "Search": the
// discard pile first, then the Fate deck (the player searches it only when
// he has not taken a card from the pile).
bool eat_discard_then_deck(std::string_view& t) {
  return eat(t, "Search your discard pile, then ") && (eat(t, "Fate deck, for ") || eat(t, "deck, for "));
}

// "After this Follower enters play, search your discard pile, then deck, for
// another <its own title>. Show it. Put it into your hand.": a copy of the
// card (its id, the importer's slug of the title) from either pile.
bool search_own_copy(std::string_view t, CardType type, std::string_view title, CompiledText& out) {
  if (title.empty() || !is_attachment(type) || !eat(t, "After this ") || !eat(t, to_string(type)) ||
      !eat(t, " enters play, s"))
    return false;
  std::string body = "S" + std::string(t);
  std::string_view w = body;
  if (!eat_discard_then_deck(w) || !eat(w, "another ") || !eat(w, title)) return false;
  if (w != ". Show it. Put it into your hand." && w != ". Show it. Put it in your hand." &&
      w != ", show it, and put it into your hand." && w != ", show it, and put it in your hand.")
    return false;
  const json j = {{"after", "enters_play"},
                  {"effects",
                   {{{"op", "search"}, {"finds", card_slug(std::string(title), 0)}, {"zone", "fate_deck_or_discard"}}}}};
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

}  // namespace

std::optional<bool> follower_sentence(std::string_view s, Body& b) {
  if (auto r = deck_sentence(s, b)) return r;
  // "You may then make a Ranged 2 Attack against that card if it is a legal
  // target": an attack on the (enemy) target, which the player may make
  // only if the card is one that attack may target (CR20F "Ranged Attack",
  // "Targeting": a Follower, or a Personality without Followers, and no
  // trait forbids it); the target itself need not be one.
  if (std::string_view t = s; eat(t, "You may then make a ")) {
    const bool ranged = eat(t, "Ranged ");
    if (!ranged && !eat(t, "Melee ")) return std::nullopt;
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return false;
    auto n = number(t.substr(0, sp));
    t.remove_prefix(sp);
    if (!n || !eat(t, " Attack against that card ") || t != "if it is a legal target") return false;
    if (b.targets.size() != 1 || b.targets[0].value("controller", "") != "enemy" ||
        b.targets[0].value("player", false) || b.targets[0].contains("count") || b.effects.empty())
      return false;
    const json attack = {{"op", ranged ? "ranged_attack" : "melee_attack"},
                         {"amount", *n},
                         {"if", {{"card", "target"}, {"attack_target", true}}}};
    b.effects.push_back({{"op", "choose"}, {"choices", json::array({json::array({attack}), json::array()})}});
    return true;
  }
  // "Bow your target unbowed Follower or Armor": the first target one of
  // the player's Followers or Items with that keyword (CR20F "Weapon",
  // "Armor": Item keywords), bowed as the effects start.
  if (std::string_view t = s; eat(t, "Bow your target ")) {
    const bool unbowed = eat(t, "unbowed ");
    if (!eat(t, "Follower or ") || (t != "Weapon" && t != "Armor")) return std::nullopt;
    if (!b.targets.empty()) return false;
    json f = {{"controller", "you"},
              {"any_of", json::array({{{"type", json::array({"Follower"})}},
                                      {{"type", json::array({"Item"})}, {"keywords", json::array({std::string(t)})}}})}};
    if (unbowed) f["bowed"] = false;
    b.targets.push_back(std::move(f));
    b.effects.push_back({{"op", "bow"}});
    return true;
  }
  // "Search your discard pile, then Fate deck, for a non-Shadowlands Ring[,
  // show it, and put it in your hand]": one such card from either pile
  // (CR20F "Search"). A Ring is never an attachment (CR20F "Attachments"),
  // so "non-attachment" leaves every Ring.
  if (std::string_view t = s; eat_discard_then_deck(t)) {
    const bool done = eat_found_to_hand(t);
    if (!(eat(t, "a ") || eat(t, "an "))) return false;
    const bool non_attachment = eat(t, "non-attachment, ");
    auto f = target_phrase("a target " + std::string(t));
    if (!f || f->empty() || f->contains("location") || f->contains("controller") || b.search_pending >= 0)
      return false;
    if (non_attachment && (!f->contains("type") || (*f)["type"] != json::array({"Ring"}))) return false;
    if (f->contains("type"))
      for (const auto& ty : (*f)["type"])
        if (ty != "Strategy" && ty != "Follower" && ty != "Item" && ty != "Spell" && ty != "Ring") return false;
    (*f)["zone"] = "fate_deck_or_discard";
    if (!done) b.search_pending = static_cast<int>(b.effects.size());
    b.effects.push_back({{"op", "search"}, {"finds", *f}});
    return true;
  }
  // "Remove this Item from the game" (CR20F "Outside the Game").
  if (std::string_view t = s; eat(t, "Remove this ") && eat_suffix(t, " from the game")) {
    if (t != to_string(b.type) || !is_attachment(b.type)) return false;
    b.effects.push_back({{"op", "remove_from_game"}, {"card", "self"}});
    return true;
  }
  // "Destroy a target Holding controlled by a player with N or more
  // Holdings in play": any player's Holding, his count checked as a target.
  if (std::string_view t = s; eat(t, "Destroy a target Holding ") && eat(t, "controlled by a player with ") &&
                              eat_suffix(t, " or more Holdings in play")) {
    auto n = number(t);
    if (!n || *n < 1 || !b.targets.empty()) return false;
    b.targets.push_back({{"type", json::array({"Holding"})}, {"controller_holdings", {{"at_least", *n}}}});
    b.effects.push_back({{"op", "destroy"}});
    return true;
  }
  // "[You may] draw a card [an additional card, two cards] when this turn
  // ends": a delayed draw at the end of the turn, with its usual draw
  // (CR20F "Drawing and Discarding Fate Cards"); "you may" asks then.
  if (std::string_view t = s; eat_suffix(t, " when this turn ends")) {
    const bool may = eat(t, "You may draw ");
    if (!may && !eat(t, "Draw ")) return std::nullopt;
    std::optional<int> n;
    if (t == "a card" || t == "an additional card") n = 1;
    else if (eat_suffix(t, " additional cards") || eat_suffix(t, " cards")) n = number(t);
    if (!n || *n < 1) return false;
    const json draw = {{"op", "draw"}, {"amount", *n}};
    if (may)
      b.effects.push_back({{"op", "choose"}, {"choices", {json::array({draw}), json::array()}}, {"delay", "at_turn_end"}});
    else
      b.effects.push_back({{"op", "draw"}, {"amount", *n}, {"delay", "at_turn_end"}});
    return true;
  }
  // Moving "this unit" to the current battlefield "if it would be opposed
  // there": the Personality (and so his unit) moves only if an enemy army
  // is at the current battlefield as the effect resolves (a condition on
  // the effect: it does not start the effects, CR20F Good Faith).
  if (std::string_view t = s; eat(t, "Move this unit ") && eat(t, "to the current battlefield ")) {
    if (!eat(t, "if it would be opposed") || t != " there") return false;
    const std::string who = b.type == CardType::Personality ? "self"
                            : is_attachment(b.type)         ? "this_personality"
                                                            : "";
    if (who.empty()) return false;
    b.effects.push_back({{"op", "move_to_battlefield"},
                         {"card", who},
                         {"if", {{"card", who}, {"would_be_opposed", true}}}});
    return true;
  }
  // "Give -2F to all Followers in its former unit": after the card left
  // play, every Follower still attached to the Personality it was on.
  std::string_view t = s;
  if (!eat(t, "Give ") || !eat_suffix(t, " in its former unit")) return std::nullopt;
  const std::size_t to = t.find(" to all ");
  if (to == std::string_view::npos) return std::nullopt;
  auto bonuses = bonus_list(t.substr(0, to));
  auto f = followers(t.substr(to + 8));
  if (!bonuses || !f || !is_attachment(b.type)) return false;
  (*f)["in_former_unit"] = true;
  for (const auto& [stat, n] : *bonuses) {
    if (n == 0) return false;
    b.effects.push_back({{"op", stat}, {"amount", n}, {"each", *f}});
  }
  return true;
}

std::optional<json> follower_cost(std::string_view body, CardType type, std::string& storage) {
  // "If this Personality would be opposed, discard a card to move him to
  // ...": the discard is the cost (CR20F: "X to Y" makes X a cost); the
  // condition stays first and starts the effects (CR20F Good Faith).
  std::string_view t = body;
  if (!is_attachment(type) || !eat(t, "If this Personality would be opposed, ") ||
      !eat(t, "discard a card to ") || !(t.starts_with("move him ") || t.starts_with("move her ")))
    return std::nullopt;
  storage = "If this Personality would be opposed, " + std::string(t);
  return json{{"discard", 1}};
}

bool follower_rule(std::string_view part, CardType type, std::string_view title, CompiledText& out) {
  return unit_followers_bonus(part, type, out) || printed_force_bonus(part, type, out) ||
         while_unit_bonus(part, type, out) || resolving_bonus(part, type, out) ||
         item_own_bonus(part, type, out) ||
         search_own_copy(part, type, title, out) || item_modifier_equals(part, type, out);
}

}  // namespace l5r::compile

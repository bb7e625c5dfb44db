// The top of the Fate deck and the discard pile (text_compile_follower.h):
// looking at the top cards and placing them, showing the top card, a
// search whose card goes to the discard pile, banishing cards of the
// discard pile, and "If you are a <Clan> player, <effects>".
#include <cctype>
#include <string>
#include <utility>

#include "game/cards/text_compile_follower.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

// "the top three cards": the number, or nullopt.
std::optional<int> count_of(std::string_view w) {
  auto n = number(w);
  if (!n || *n < 1) return std::nullopt;
  return n;
}

// The look being placed: the last effect, a look_at_top.
json* open_look(Body& b) {
  if (b.effects.empty() || b.effects.back().value("op", "") != "look_at_top") return nullptr;
  return &b.effects.back();
}

// "your deck", "your Fate deck": the deck looked at.
bool eat_bottom(std::string_view& t) {
  return eat(t, "the bottom of your ") && (eat(t, "Fate deck") || eat(t, "deck"));
}

// An amount a look or show is counted from: "his Chi", "your target's Chi".
std::optional<json> counted(std::string_view t, const Body& b) {
  if (std::string_view w = t; eat(w, "your target's ")) {
    if (b.targets.size() != 1 || b.targets[0].value("player", false) ||
        b.targets[0].value("controller", "") != "you")
      return std::nullopt;
    if (w == "Chi") return json{{"chi", "target"}};
    if (w == "Force") return json{{"force", "target"}};
    return std::nullopt;
  }
  auto a = stat_amount(t, b);
  if (!a || a->contains("plus")) return std::nullopt;
  return a;
}

// CR20F "Look": "Look at the top N cards of your Fate deck", "Look at a
// number of cards on the top of your Fate deck equal to his Chi", and the
// sentences that place them (the hand, the bottom, back in any order).
std::optional<bool> look_sentence(std::string_view s, Body& b) {
  if (std::string_view t = s; eat(t, "Look at the top ") || eat(t, "look at the top ")) {
    if (!eat_suffix(t, " cards of your Fate deck")) return std::nullopt;
    auto n = count_of(t);
    if (!n || *n < 2) return false;
    b.effects.push_back({{"op", "look_at_top"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Look at a number of cards ") &&
                              eat(t, "on the top of your Fate deck ") && eat(t, "equal to ")) {
    auto a = counted(t, b);
    if (!a) return false;
    b.effects.push_back({{"op", "look_at_top"}, {"amount", *a}});
    return true;
  }
  json* look = open_look(b);
  if (!look) return std::nullopt;
  json& l = *look;
  const bool placed = l.contains("to_hand") || l.contains("max_cards") || l.contains("any_order");
  // "Put them back in any order": all of them.
  if (s == "Put them back in any order") {
    if (placed) return false;
    l["any_order"] = true;
    return true;
  }
  // "Put the rest back in any order": those not placed before.
  if (s == "Put the rest back in any order" || s == "Put the remaining cards back in any order") {
    if (!l.contains("max_cards") || l.contains("any_order")) return false;
    l["any_order"] = true;
    return true;
  }
  // "Put one of them in your hand[ and put the other three on the bottom of
  // your deck in any order]".
  if (std::string_view t = s;
      eat(t, "Put one of them in your hand") || eat(t, "Put one of them into your hand")) {
    if (placed) return false;
    l["to_hand"] = 1;
    if (t.empty()) return true;
    if (!eat(t, " and put the other ")) return false;
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return false;
    auto n = count_of(t.substr(0, sp));
    t.remove_prefix(sp);
    // "the other three": every card but the one, so the look is of a
    // number the compiler knows.
    if (!n || !l["amount"].is_number_integer() || l["amount"].get<int>() - 1 != *n) return false;
    if (!eat(t, " on ") || !eat_bottom(t) || t != " in any order") return false;
    l["min_cards"] = *n;
    l["max_cards"] = *n;
    return true;
  }
  // "You may put one ..." (one at most), "Place zero to two of them ...",
  // "Put zero or more of them ...", each then "at/on the bottom of your
  // [Fate] deck": to the bottom, up to a number.
  int lo = 0;
  int hi = 0;
  std::string_view t = s;
  if (eat(t, "You may put one ")) {
    hi = 1;
    eat(t, "of them ");
  } else if (eat(t, "Put zero or more of them ") || eat(t, "Place zero or more of them ")) {
    hi = 99;
  } else if (eat(t, "Put zero to ") || eat(t, "Place zero to ")) {
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto n = count_of(t.substr(0, sp));
    t.remove_prefix(sp);
    if (!n || !eat(t, " of them ")) return false;
    hi = *n;
  } else {
    return std::nullopt;
  }
  if (!(eat(t, "at ") || eat(t, "on ")) || !eat_bottom(t) || !t.empty()) return false;
  if (l.contains("max_cards") || l.contains("any_order")) return false;
  l["min_cards"] = lo;
  l["max_cards"] = hi;
  return true;
}

// CR20F "Show": "Show the top card of your Fate deck. If its Focus Value
// is less than <amount>, draw it. Otherwise, put it at the bottom of your
// deck." All three sentences, or the effect stays unfinished (its
// "lower_than" is no key of the format) and the ability manual.
std::optional<bool> show_top_sentence(std::string_view s, Body& b) {
  if (s == "Show the top card of your Fate deck") {
    b.effects.push_back({{"op", "show_top"}});
    return true;
  }
  const bool open = !b.effects.empty() && b.effects.back().value("op", "") == "show_top";
  if (std::string_view t = s; eat(t, "If its Focus Value is ")) {
    if (!open) return std::nullopt;
    json& e = b.effects.back();
    if (e.contains("amount") || e.contains("lower_than")) return false;
    if (!(eat(t, "less than ") || eat(t, "lower than ")) || !eat_suffix(t, ", draw it"))
      return false;
    auto a = counted(t, b);
    if (!a) return false;
    e["lower_than"] = *a;
    return true;
  }
  if (std::string_view t = s; eat(t, "Otherwise, put it ")) {
    if (!open || !b.effects.back().contains("lower_than")) return std::nullopt;
    if (!(eat(t, "at ") || eat(t, "on ")) || !eat_bottom(t) || !t.empty()) return false;
    json& e = b.effects.back();
    e["amount"] = e["lower_than"];
    e.erase("lower_than");
    return true;
  }
  return std::nullopt;
}

// "Search your Fate deck for an Undead Follower and put it into your
// discard pile": the card found goes to the discard pile (CR20F "Search").
std::optional<bool> search_to_discard(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!(eat(t, "Search your Fate deck for ") || eat(t, "search your Fate deck for ")))
    return std::nullopt;
  if (!eat_suffix(t, " and put it into your discard pile") &&
      !eat_suffix(t, " and put it in your discard pile"))
    return std::nullopt;
  if (!(eat(t, "a ") || eat(t, "an "))) return false;
  auto f = target_phrase("a target " + std::string(t));
  if (!f || f->empty() || f->contains("location") || f->contains("controller") ||
      !f->contains("type"))
    return false;
  for (const auto& ty : (*f)["type"])
    if (ty != "Strategy" && ty != "Follower" && ty != "Item" && ty != "Spell" && ty != "Ring")
      return false;
  (*f)["zone"] = "fate_deck";
  b.effects.push_back({{"op", "search"}, {"finds", *f}, {"to_discard", true}});
  return true;
}

// keywords.md "Banish" (CR20F "Remove from the Game"): "banish one to three
// Fate cards in your discard pile", then "... equal to the number banished".
std::optional<bool> banish_sentence(std::string_view s, Body& b) {
  if (std::string_view t = s; eat(t, "Banish ") || eat(t, "banish ")) {
    if (!eat_suffix(t, " Fate cards in your discard pile")) return std::nullopt;
    int lo = 0;
    int hi = 0;
    if (const std::size_t to = t.find(" to "); to != std::string_view::npos) {
      auto a = count_of(t.substr(0, to));
      auto z = count_of(t.substr(to + 4));
      if (!a || !z || *a > *z) return false;
      lo = *a;
      hi = *z;
    } else {
      return false;
    }
    b.effects.push_back({{"op", "banish_from_discard"}, {"min_cards", lo}, {"max_cards", hi}});
    return true;
  }
  std::string_view t = s;
  if (!eat(t, "Give ") || !eat_suffix(t, " a Force bonus equal to the number banished"))
    return std::nullopt;
  const std::string who = self_ref(t, b.type);
  if (who.empty() || b.effects.empty() || b.effects.back().value("op", "") != "banish_from_discard")
    return false;
  b.effects.push_back({{"op", "force"}, {"card", who}, {"amount", {{"banished", true}}}});
  return true;
}

}  // namespace

// "If you are a Dragon Clan player, draw a card": the clause's effects
// happen only for a player of that clan (his Stronghold's, CR20F "Clan
// Alignment"). Other templates read what this one does not.
std::optional<bool> clan_player_clause(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If you are a ") && !eat(t, "If you are an ")) return std::nullopt;
  const std::size_t comma = t.find(" Clan player, ");
  if (comma == std::string_view::npos) return std::nullopt;
  auto cond = you_are_clan(t.substr(0, comma));
  if (!cond) return std::nullopt;
  std::string rest(t.substr(comma + 14));
  if (rest.empty()) return std::nullopt;
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  Body trial = b;
  const std::size_t before = trial.effects.size();
  if (!sentence(rest, trial) || trial.effects.size() == before ||
      trial.targets.size() != b.targets.size())
    return std::nullopt;
  for (std::size_t i = before; i < trial.effects.size(); ++i) {
    json& e = trial.effects[i];
    if (e.contains("if") || e.value("op", "") == "choose") return std::nullopt;
    e["if"] = *cond;
  }
  b = std::move(trial);
  return true;
}

// keywords.md "Interrupt": "Interrupt: After you Recruit this Holding,
// <effects>" on a Holding is an Interrupt to the action that brings it into
// play, its effects once that action has resolved (interrupts_own_entry,
// after_it_resolves; later sentences are marked by text_compile_duel.cpp).
std::optional<bool> recruit_interrupt(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!b.interrupt || b.type != CardType::Holding || !eat(t, "After you Recruit this Holding, "))
    return std::nullopt;
  if (!b.effects.empty() || !b.targets.empty() || b.your_action || !b.turn.empty() ||
      !b.cond.is_null() || b.extra.contains("interrupts_own_entry") || t.empty())
    return false;
  std::string rest(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  if (!sentence(rest, b) || b.effects.empty() || !b.targets.empty()) return false;
  for (json& e : b.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || e.contains("delay")) return false;
    e["after_it_resolves"] = true;
  }
  b.extra["interrupts_own_entry"] = true;
  return true;
}

std::optional<bool> deck_sentence(std::string_view s, Body& b) {
  if (auto r = recruit_interrupt(s, b)) return r;
  for (auto f : {look_sentence, show_top_sentence, search_to_discard, banish_sentence})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile

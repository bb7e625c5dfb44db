#include "game/cards/text_compile_b1.h"

#include <cctype>
#include <string>

#include "game/abilities/parse.h"
#include "game/cards/import_record.h"
#include "game/cards/text_compile_economy.h"
#include "game/cards/text_compile_unit.h"
#include "game/cards/text_header.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r {
namespace compile {
bool ability(std::string_view part, CardType type, CompiledText& out);  // text_compile.cpp
}  // namespace compile
namespace {

using nlohmann::json;
using text_words::eat;
using text_words::eat_suffix;

// Every `from` in `s` replaced by `to`.
std::string b1_replace_all(std::string s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// "This Holding has +2GP when paying for a single Item only." (the
// shared template's "when it pays for" in other words). The Jade icon's
// card stays manual: the project's own Jade Works is its older printing
// (5 Gold for a Jade card), which the newer text would not say alike.
bool b1_paying_bonus(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || !eat(t, "This Holding has +")) return false;
  const std::size_t at = t.find("GP when paying for a single ");
  if (at == std::string_view::npos) return false;
  std::string said = "This Holding has +" + std::string(t.substr(0, at)) +
                     "GP when it pays for a single " + std::string(t.substr(at + 28));
  return economy_rule(said, type, out);
}

// "If this Personality is ever defending, destroy this Item." (or
// attacking): a state check destroying the attachment as soon as its
// Personality is in such an army (CR20F glossary "Attack", "Defend").
bool b1_destroyed_while(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!compile::is_attachment(type) || !eat(t, "If this Personality is ever ")) return false;
  const bool attacking = eat(t, "attacking, ");
  if (!attacking && !eat(t, "defending, ")) return false;
  if (!eat(t, "destroy this ") || !(eat(t, to_string(type)) || eat(t, "card")) || t != ".")
    return false;
  const json trait = {
      {"destroyed_while", {{"card", "this_personality"}, {attacking ? "attacking" : "defending", true}}}};
  return add_compiled_trait(trait, out);
}

// "Missile Attacks cannot target cards in this unit.": "cannot" is the shared
// template's "may not" (CR20F "Targeting").
bool b1_cannot_target(std::string_view part, CardType type, CompiledText& out) {
  if (part.find(" cannot target ") == std::string_view::npos) return false;
  return unit_rule(b1_replace_all(std::string(part), " cannot target ", " may not target "), type,
                   out);
}

// A triggered trait with the head `head` (JSON without effects) and the
// effects `text` reads as an ability body (its sentences); false when a
// sentence is not a known template or gives what a trigger cannot carry
// (as the shared trigger reader, text_compile.cpp).
bool b1_trigger(json head, std::string_view text, CardType type, CompiledText& out) {
  std::string body(text);
  if (body.empty()) return false;
  body[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(body[0])));
  auto ss = compile::sentences(body);
  if (!ss || ss->empty()) return false;
  compile::Body b;
  b.type = type;
  for (std::string_view one : *ss)
    if (!compile::sentence(one, b)) return false;
  if (b.effects.empty() || b.terrain_pending || b.duel_pending >= 0 || b.play_self || b.recruits ||
      b.discarded || b.opposed_pending || !b.turn.empty() || b.no_terrain_here ||
      !b.interrupting.is_null() || !b.interrupts.empty() || b.search_pending >= 0 ||
      b.kata_pending || !b.cond.is_null())
    return false;
  for (const json& e : b.effects) {
    const std::string op = e["op"];
    if (op == "ranged_attack" || op == "melee_attack" || op == "fear" ||
        e.contains("after_it_resolves") || e.contains("delay"))
      return false;
  }
  if (!b.targets.empty()) head["targets"] = b.targets;
  head["effects"] = b.effects;
  auto parsed = compile::checked<Trigger>(json::array({head}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(head);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// "After a battle resolution in which this Follower was in an army that
// destroyed any enemy units or a Province, <effects>" (CR20F "Battle
// Resolution"): the army_destroys trigger. "After this Item attaches,
// <effects>": an attachment enters play only by attaching (CR20F
// "Attachments"), so its entering play.
bool b1_trigger_rule(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!compile::is_attachment(type) || !eat_suffix(t, ".")) return false;
  if (eat(t, "After a battle resolution in which this ")) {
    if (!eat(t, to_string(type)) && !eat(t, "card")) return false;
    if (!eat(t, " was in an army that destroyed ")) return false;
    if (!eat(t, "any enemy units or a Province, ") && !eat(t, "enemy units or a Province, "))
      return false;
    return b1_trigger({{"after", "army_destroys"}}, std::string(t) + ".", type, out);
  }
  if (eat(t, "After this ") && (eat(t, to_string(type)) || eat(t, "card")) && eat(t, " attaches, "))
    return b1_trigger({{"after", "enters_play"}}, std::string(t) + ".", type, out);
  return false;
}

// "As a Focus Effect, after this duel ends, if your Personality won it, you
// may attach this Item to him, ignoring costs.": the focused Item attaches
// to the winner (attach_self: the attachment rules still apply), as the
// project's own card says it.
bool b1_focus_attach(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Item || !eat(t, "As a Focus Effect, after this duel ends, ") ||
      !eat(t, "if your Personality won it, ") ||
      !(eat(t, "you may attach this Item to him") || eat(t, "you may attach this Item to her")) ||
      t != ", ignoring costs.")
    return false;
  const json j = {{"after", "focus_effect"},
                  {"after_duel", true},
                  {"if_won", true},
                  {"effects", {{{"op", "attach_self"}, {"card", "your_duelist"}}}}};
  auto parsed = compile::checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// "Invest :g1:: Search your Fate deck for a <this card's title>, show it,
// and put it in your hand." (CR20F "Invest"): the search for a copy of the
// card, named by its id (the importer's slug of the title).
bool b1_invest_own_copy(std::string_view part, CardType type, std::string_view title,
                        CompiledText& out) {
  std::string_view t = part;
  if (title.empty() || !compile::is_attachment(type) || !eat(t, "Invest :g")) return false;
  const std::size_t colon = t.find("::");
  if (colon == std::string_view::npos) return false;
  auto n = text_words::number_in(t.substr(0, colon), 1, 9);
  t.remove_prefix(colon + 2);
  while (eat(t, " ")) {
  }
  if (!n || !eat(t, "Search your Fate deck for a") || !(eat(t, " ") || eat(t, "n "))) return false;
  if (!eat(t, title)) return false;
  if (t != ", show it, and put it in your hand." && t != ", show it, and put it into your hand.")
    return false;
  const json j = {{"invest", *n},
                  {"effects", {{{"op", "search"}, {"finds", card_slug(std::string(title), 0)}}}}};
  auto parsed = compile::checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// A Stronghold's player rules: "Once per game, produce 3 Gold." (a Gold
// source its controller may use once as he pays, bowing nothing) and "You
// may use the Cycle player ability twice in your first turn." (CR20F
// "Cycle": once, on the first turn, unless a card says otherwise).
bool b1_stronghold_rule(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Stronghold) return false;
  if (eat(t, "Once per game, produce ") && eat_suffix(t, " Gold.")) {
    auto n = text_words::number_in(t, 1, 20);
    return n && add_compiled_trait({{"once_per_game_gold", *n}}, out);
  }
  if (eat(t, "You may use the Cycle player ability ") &&
      (t == "twice in your first turn." || t == "twice on your first turn."))
    return add_compiled_trait({{"player_may", "extra_cycle_first_turn"}}, out);
  return false;
}

// An ability whose body ends with a keyword's reminder as a sentence of its
// own, after the sentence that gives the keyword ("Give your target
// Samurai Elite. Bow this Holding. (An Elite ... rules.)"): the ability
// without the reminder, which restates the keyword's rules.
bool b1_keyword_reminder(std::string_view part, CardType type, CompiledText& out) {
  if (!parse_ability_header(part) || !part.ends_with(".)")) return false;
  const std::size_t open = part.rfind(". (");
  if (open == std::string_view::npos) return false;
  const std::string_view reminder = part.substr(open + 2);
  const std::string_view before = part.substr(0, open + 1);
  for (int i = 0; !given_keyword_name(i).empty(); ++i) {
    const std::string kw(given_keyword_name(i));
    if (reminder.find(kw) != std::string_view::npos &&
        before.find(" " + kw + ".") != std::string_view::npos &&
        before.find("Give ") != std::string_view::npos)
      return compile::ability(before, type, out);
  }
  return false;
}

}  // namespace

namespace compile {

std::optional<bool> b1_sentence(std::string_view s, Body& b) {
  // "Bow a target enemy card. Straighten it if it is a Two-Handed Weapon"
  // (also "if he is a Shugenja"): the sentence's effects on the ability's
  // one target happen only if it then has those keywords.
  for (std::string_view pronoun :
       {" if it is a ", " if it is an ", " if he is a ", " if he is an ", " if she is a "}) {
    const std::size_t at = s.rfind(pronoun);
    if (at == std::string_view::npos) continue;
    auto f = target_phrase("a target " + std::string(s.substr(at + pronoun.size())));
    if (!f || f->size() != 1 || !f->contains("keywords")) return std::nullopt;
    if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
    std::string rest(s.substr(0, at));
    const std::size_t before = b.effects.size();
    if (!sentence(rest, b) || b.effects.size() != before + 1 || b.targets.size() != 1) return false;
    json& e = b.effects.back();
    if (e.contains("if") || e["op"] == "choose" || e.value("card", "target") != "target")
      return false;
    e["if"] = {{"card", "target"}, {"keywords", (*f)["keywords"]}};
    // A target out of play (in a discard pile) is looked for there.
    if (b.targets[0].contains("zone")) e["if"]["zone"] = b.targets[0]["zone"];
    return true;
  }
  // "If this Personality is a Monk, bow him" on an attachment:
  // the effect on its Personality, if he then has the keywords (an effect's
  // condition, as the project's own attachments say it).
  if (std::string_view t = s; is_attachment(b.type) && eat(t, "If this Personality is ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return false;
    std::string_view state = t.substr(0, comma);
    if (!eat(state, "a ") && !eat(state, "an ")) return false;
    auto f = target_phrase("a target " + std::string(state));
    if (!f || f->size() != 1 || !f->contains("keywords")) return false;
    std::string_view rest = t.substr(comma + 2);
    std::string verb;
    for (std::string_view v : {"straighten", "bow"})
      for (std::string_view pro : {" him", " her"})
        if (rest == std::string(v) + std::string(pro)) verb = v;
    if (verb.empty()) return false;
    b.effects.push_back({{"op", verb},
                         {"card", "this_personality"},
                         {"if", {{"card", "this_personality"}, {"keywords", (*f)["keywords"]}}}});
    return true;
  }
  // "If their Force is now 0 and they are Crab Clan, bow them": an effect
  // on the ability's one target if its Force is then at most 0 (a Force
  // below 0 counts as 0) and it has the keywords.
  for (std::string_view head :
       {"If their Force is now 0 and they are ", "If his Force is now 0 and he is "}) {
    std::string_view t = s;
    if (!eat(t, head)) continue;
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos || b.targets.size() != 1) return false;
    std::string kw(t.substr(0, comma));
    if (kw.size() > 2 && kw.front() == ':' && kw.back() == ':') {  // an icon: its keyword
      kw = kw.substr(1, kw.size() - 2);
      kw[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kw[0])));
    }
    eat(t, t.substr(0, comma + 2));
    auto f = target_phrase("a target " + kw);
    if (!f || f->size() != 1 || !f->contains("keywords")) return false;
    std::string rest;
    for (std::string_view verb : {"bow", "destroy", "dishonor"})
      for (std::string_view pro : {" them", " him", " her"})
        if (t == std::string(verb) + std::string(pro)) rest = std::string(verb) + " him";
    if (rest.empty()) return false;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    const std::size_t before = b.effects.size();
    if (!sentence(rest, b) || b.effects.size() != before + 1) return false;
    b.effects.back()["if"] = {
        {"card", "target"}, {"force", {{"at_most", 0}}}, {"keywords", (*f)["keywords"]}};
    return true;
  }
  // "Give your target Samurai Kensai", "Give Elite to a target Follower"
  // (a keyword's reminder after it restates its rules): the card has the
  // keyword until the end of the turn (CR20F "Duration of Effects").
  if (std::string_view t = without_reminder(s); eat(t, "Give ")) {
    std::string phrase;
    std::string keyword;
    if (const std::size_t to = t.find(" to ");
        to != std::string_view::npos && given_keyword_index(t.substr(0, to)) >= 0) {
      keyword = t.substr(0, to);
      phrase = t.substr(to + 4);
    } else if (const std::size_t sp = t.rfind(' ');
               sp != std::string_view::npos && given_keyword_index(t.substr(sp + 1)) >= 0) {
      keyword = t.substr(sp + 1);
      phrase = t.substr(0, sp);
    }
    if (!keyword.empty()) {
      const std::size_t had = b.targets.size();
      if (phrase.find("target") == std::string::npos || !add_target(b, phrase) ||
          b.targets.size() != had + 1)
        return false;
      b.effects.push_back(on_last_target(b, {{"op", "give_keyword"}, {"keyword", keyword}}));
      return true;
    }
  }
  // "Target a dead Personality" (CR20F "Dead": a destroyed Personality in a
  // discard pile, any player's): the ability's first target.
  if (s == "Target a dead Personality") {
    if (!b.targets.empty()) return false;
    b.targets.push_back({{"type", {"Personality"}}, {"zone", "discard"}, {"dead", true}});
    return true;
  }
  // After that target, an attack whose strength is his Force (Ranged, Melee, Fear):
  // the attack's target is the rulebook's (CR20F "Ranged Attack", "Fear"), a
  // second target, never the card in the discard pile.
  if (b.targets.size() == 1 && b.targets[0].value("zone", "") == "discard" && b.effects.empty()) {
    for (auto [head, op] :
         {std::pair<std::string_view, std::string_view>{"Fear with strength equal to ", "fear"},
          {"Ranged Attack with strength equal to ", "ranged_attack"},
          {"Melee Attack with strength equal to ", "melee_attack"}}) {
      std::string_view t = without_reminder(s);
      if (!eat(t, head)) continue;
      if (t != "his Force" && t != "her Force") return false;
      b.targets.push_back(
          {{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
      b.effects.push_back({{"op", op}, {"amount", {{"force", "target"}}}, {"card", "target2"}});
      return true;
    }
  }
  // "Fear 3 that cannot target a Crab Clan card" (with or without the
  // rulebook's reminder): Fear on the rulebook's target (an enemy Follower,
  // or Personality without Followers, at the current battlefield) that
  // lacks the keyword.
  if (std::string_view t = without_reminder(s); eat(t, "Fear ")) {
    const std::size_t at = t.find(" that cannot target a");
    if (at == std::string_view::npos) return std::nullopt;
    auto n = number(t.substr(0, at));
    std::string_view kw = t.substr(at + 21);
    if (!n || *n == 0 || !(eat(kw, " ") || eat(kw, "n ")) || !eat_suffix(kw, " card") ||
        !b.targets.empty())
      return false;
    auto f = target_phrase("a target " + std::string(kw));
    if (!f || f->size() != 1 || !f->contains("keywords") || (*f)["keywords"].size() != 1)
      return false;
    b.targets.push_back({{"attack_target", true},
                         {"controller", "enemy"},
                         {"location", "current_battlefield"},
                         {"not_keywords", (*f)["keywords"]}});
    b.effects.push_back({{"op", "fear"}, {"amount", *n}, {"card", "target"}});
    return true;
  }
  // "You may target your Samurai with higher Personal Honor to bow this
  // Holding and draw a card" after an enemy target: an optional second
  // target, compared with the first (CR20F "Personal Honor"), and effects
  // that happen only if it was chosen.
  if (std::string_view t = s; eat(t, "You may target your ")) {
    std::string_view kind;
    std::string_view compare;
    for (std::string_view q : {" with higher Personal Honor to ", " with lower Personal Honor to "})
      if (const std::size_t at = t.find(q); at != std::string_view::npos && kind.empty()) {
        kind = t.substr(0, at);
        compare = q.find("higher") != std::string_view::npos ? "higher_than" : "lower_than";
        t.remove_prefix(at + q.size());
      }
    if (kind.empty() || b.targets.size() != 1 || b.targets[0].value("controller", "") != "enemy" ||
        b.targets[0].contains("count"))
      return false;
    if (!add_target(b, "your target " + std::string(kind)) || b.targets.size() != 2) return false;
    json& t2 = b.targets[1];
    if (t2.contains("personal_honor") ||
        (t2.contains("type") && t2["type"] != json::array({"Personality"})))
      return false;
    t2["personal_honor"] = {{std::string(compare), {{"personal_honor", "target"}}}};
    t2["optional"] = true;
    std::vector<std::string> clauses;
    for (std::size_t at = t.find(" and "); !t.empty(); at = t.find(" and ")) {
      clauses.emplace_back(t.substr(0, at));
      t = at == std::string_view::npos ? std::string_view() : t.substr(at + 5);
    }
    for (std::string& c : clauses) {
      if (c.empty()) return false;
      c[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(c[0])));
      const std::size_t before = b.effects.size();
      if (!sentence(c, b) || b.effects.size() != before + 1 || b.targets.size() != 2) return false;
      json& e = b.effects.back();
      // Effects on the player or this card alone: not on either target.
      const std::string op = e["op"];
      const bool on_player = op == "gain_honor" || op == "lose_honor" || op == "draw";
      const std::string card = e.value("card", "");
      if (e.contains("if") ||
          (!on_player && (card.empty() || card == "target" || card == "target2")))
        return false;
      e["if"] = {{"chosen", "target2"}};
    }
    return true;
  }
  // "Gain 2 Honor and search your Fate deck for ...": two sentences.
  if (std::string_view t = s; eat(t, "Gain ")) {
    const std::size_t at = t.find(" Honor and search ");
    if (at != std::string_view::npos && number(t.substr(0, at))) {
      const std::string first = "Gain " + std::string(t.substr(0, at)) + " Honor";
      const std::string second = "Search " + std::string(t.substr(at + 18));
      const std::size_t before = b.effects.size();
      if (!sentence(first, b) || b.effects.size() != before + 1) return false;
      return sentence(second, b);
    }
  }
  // "Bow or straighten a target Personality with lower Personal Honor than
  // this Personality": the player chooses which as it resolves.
  if (std::string_view t = s; eat(t, "Bow or straighten ")) {
    std::string_view phrase = t;
    json compare;
    for (std::string_view q : {" with lower Personal Honor than this Personality",
                               " with higher Personal Honor than this Personality"})
      if (eat_suffix(phrase, q)) {
        const std::string who = self_ref("this Personality", b.type);
        if (who.empty()) return false;
        compare = {{q.find("lower") != std::string_view::npos ? "lower_than" : "higher_than",
                    {{"personal_honor", who}}}};
      }
    const std::size_t had = b.targets.size();
    if (!add_target(b, phrase) || b.targets.size() != had + 1) return false;
    if (!compare.is_null()) {
      if (b.targets.back().contains("personal_honor")) return false;
      b.targets.back()["personal_honor"] = compare;
    }
    const json bow = on_last_target(b, {{"op", "bow"}});
    const json straighten = on_last_target(b, {{"op", "straighten"}});
    b.effects.push_back({{"op", "choose"}, {"choices", {{bow}, {straighten}}}});
    return true;
  }
  // "Starting with you, each player may search their discard pile ...":
  // the shared template's "his" (each player his own piles).
  if (std::string_view t = s; eat(t, "Starting with you, each player may search their ")) {
    std::string said = b1_replace_all(std::string(s), " their ", " his ");
    return sentence(said, b);
  }
  return std::nullopt;
}

}  // namespace compile

bool b1_rule(std::string_view part, CardType type, std::string_view title, CompiledText& out) {
  return b1_stronghold_rule(part, type, out) || b1_keyword_reminder(part, type, out) ||
         b1_focus_attach(part, type, out) || b1_invest_own_copy(part, type, title, out) ||
         b1_paying_bonus(part, type, out) || b1_cannot_target(part, type, out) ||
         b1_trigger_rule(part, type, out) || b1_destroyed_while(part, type, out);
}

}  // namespace l5r

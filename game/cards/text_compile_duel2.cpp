// More templates of the duel family (text_compile_duel.h): Focus Effects
// that end a duel or reward its winner, a loser who is the challenger, and
// a bonus or penalty the player picks.
#include <algorithm>
#include <cctype>
#include <string>

#include "game/abilities/parse.h"
#include "game/cards/text_compile.h"
#include "game/cards/text_compile_duel.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// The index of the ability's last duel effect, -1 when there is none.
int duel2_last(const Body& b) {
  for (std::size_t i = b.effects.size(); i-- > 0;)
    if (b.effects[i].value("op", "") == "duel") return static_cast<int>(i);
  return -1;
}

// "Destroy the loser if he is defending or the challenger" (also Bow,
// Dishonor; "attacking"): after the duel, each loser who is defending, or
// who issued the challenge (CR20F "Challenge"), gets the effect.
std::optional<bool> duel2_loser_or_challenger(std::string_view s, Body& b) {
  std::string op;
  std::string_view t = s;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"Destroy ", "destroy"},
                         {"Bow ", "bow"},
                         {"Dishonor ", "dishonor"}})
    if (eat(t, verb)) op = std::string(o);
  if (op.empty() || !eat(t, "the loser if ") || !eat_suffix(t, " the challenger"))
    return std::nullopt;
  if (!(eat(t, "he is ") || eat(t, "she is ") || eat(t, "they are "))) return false;
  if (b.duel_pending >= 0 || duel2_last(b) < 0) return false;
  json any_of = json::array();
  if (!t.empty()) {
    if (!eat_suffix(t, " or") || (t != "defending" && t != "attacking")) return false;
    any_of.push_back({{std::string(t), true}});
  }
  json cond = {{"card", "duel_loser"}};
  if (any_of.empty())
    cond["duel_challenger"] = true;
  else {
    any_of.push_back({{"duel_challenger", true}});
    cond["any_of"] = any_of;
  }
  b.effects.push_back({{"op", op}, {"card", "duel_loser"}, {"if", cond}});
  return true;
}

// "Give a target Follower +1F or -1F": the target, then the player picks
// one of the two bonuses as the effect resolves (a choice of effects).
std::optional<bool> duel2_bonus_or_penalty(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  const std::size_t last_or = t.rfind(" or ");
  if (last_or == std::string_view::npos) return std::nullopt;
  auto other = stat_bonus(t.substr(last_or + 4));
  if (!other) return std::nullopt;
  Body trial = b;
  const std::size_t before = trial.effects.size();
  if (!sentence(std::string(s.substr(0, s.size() - (t.size() - last_or))), trial) ||
      trial.effects.size() != before + 1)
    return false;
  json first = trial.effects.back();
  if (first.value("op", "") != other->first || !first.contains("amount") ||
      !first["amount"].is_number_integer() || first["amount"].get<int>() == other->second ||
      first.contains("if") || first.contains("each") || first.contains("choices"))
    return false;
  json second = first;
  second["amount"] = other->second;
  trial.effects.back() = {{"op", "choose"},
                          {"choices", json::array({json::array({first}), json::array({second})})}};
  b = std::move(trial);
  return true;
}

bool duel2_trigger(const json& j, CompiledText& out) {
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// A Personality's duel traits (CR20F "Challenge", Duel): "This Personality
// will not refuse challenges."; "If this Personality is honorable, the
// first card another player focuses in each duel against him is focused
// face-up." (the name already read as "this Personality").
bool duel2_personality_rule(std::string_view t, CompiledText& out) {
  if (t == "This Personality will not refuse challenges.")
    return append_traits(json::array({{{"never_refuses_challenges", true}}}), out);
  json trait = {{"opponent_first_focus_face_up", true}};
  if (eat(t, "If this Personality is honorable, "))
    trait["while"] = {{"card", "self"}, {"dishonorable", false}};
  else if (!eat(t, "The "))
    return false;
  if (!eat(t, "the first card another player ") && !eat(t, "first card another player "))
    return false;
  for (std::string_view pron : {"him", "her", "them"})
    if (std::string_view w = t;
        eat(w, "focuses in each duel against ") && eat(w, pron) && w == " is focused face-up.")
      return append_traits(json::array({trait}), out);
  return false;
}

// ---------------------------------------------------------------------
// The timing family: Interrupts that negate parts of the interrupted
// action (CR20F "Negate": a prevention effect), and the older "Reaction:"
// texts read as Interrupts (keywords.md, open question 2; see
// docs/rules-interpretations.md "Timing: Reaction texts").

// ":fire:" and the other element icons as their keywords ("Fire").
std::string timing_element_words(std::string_view w) {
  std::string s(w);
  for (auto [icon, word] : {std::pair<std::string_view, std::string_view>{":air:", "Air"},
                            {":earth:", "Earth"},
                            {":fire:", "Fire"},
                            {":water:", "Water"},
                            {":void:", "Void"}})
    for (std::size_t at = s.find(icon); at != std::string::npos; at = s.find(icon, at))
      s.replace(at, icon.size(), word);
  return s;
}

// "this Personality" (on a Personality) or "this Shugenja" (on a Spell): the
// ref of the card, as self_ref reads it; empty otherwise.
std::string timing_self(std::string_view w, const Body& b) {
  const std::string who = self_ref(w, b.type);
  if (who == "self" && b.type == CardType::Personality) return who;
  if (who == "this_personality") return who;
  return {};
}

// The negations of an Interrupt: "Negate the action's effects"; "Negate the
// action's effects that bow this Personality" (also move, destroy); "Negate
// all Force bonuses and penalties from the action"; "Negate the action's
// movement of Personalities that are not yours from the current
// battlefield".
std::optional<bool> timing_negate(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Negate ")) return std::nullopt;
  if (t == "the action's effects" || t == "the action") {
    if (!b.interrupt) return false;
    b.effects.push_back({{"op", "negate_action"}});
    return true;
  }
  if (eat(t, "the action's effects that ")) {
    std::string op;
    for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow ", "negate_bow"},
                           {"move ", "negate_move"},
                           {"destroy ", "negate_destroy"}})
      if (op.empty() && eat(t, verb)) op = o;
    const std::string who = timing_self(t, b);
    if (op.empty() || who.empty() || !b.interrupt) return false;
    b.effects.push_back({{"op", op}, {"card", who}});
    return true;
  }
  if (eat(t, "all Force bonuses and penalties ")) {
    if (t != "from the action" || !b.interrupt) return false;
    b.effects.push_back({{"op", "negate_force"}});
    return true;
  }
  // Cards at the current battlefield: whatever moves them, moves them
  // from there.
  if (eat(t, "the action's movement of ")) {
    if (!eat_suffix(t, " from the current battlefield") || !b.interrupt) return false;
    json each;
    if (t == "Personalities that are not yours")
      each = {{"type", {"Personality"}}, {"controller", "another_player"}};
    else if (t == "your Personalities")
      each = {{"type", {"Personality"}}, {"controller", "you"}};
    else
      return false;
    each["location"] = "current_battlefield";
    b.effects.push_back({{"op", "negate_move"}, {"each", each}});
    return true;
  }
  return std::nullopt;
}

// "Target your unbowed Personality and bow him unless you control a Ring",
// then "Bow a target enemy card": the second effect depends on the first
// (CR20F "To": the text's "... to bow a target enemy card", which the
// "performing" reading splits in two): it happens if the Ring spared the
// bow or the first target is bowed by then.
const json& timing_unless_ring() {
  static const json cond = {{"you_control", {{"at_most", 0}}}, {"type", {"Ring"}}};
  return cond;
}

std::optional<bool> timing_bow_unless(std::string_view s, Body& b) {
  std::string_view t = s;
  if (eat(t, "Target your ")) {
    if (!eat_suffix(t, " unless you control a Ring")) return std::nullopt;
    if (!eat_suffix(t, " and bow him") && !eat_suffix(t, " and bow her") &&
        !eat_suffix(t, " and bow them"))
      return false;
    if (!b.targets.empty() || !b.effects.empty()) return false;
    if (!add_target(b, "your target " + std::string(t)) || b.targets.size() != 1 ||
        b.targets[0].contains("count") || b.targets[0].value("optional", false))
      return false;
    b.effects.push_back({{"op", "bow"}, {"card", "target"}, {"if", timing_unless_ring()}});
    return true;
  }
  // The sentence after it.
  if (b.effects.size() != 1 || b.targets.size() != 1 || !b.effects[0].contains("if") ||
      b.effects[0]["if"] != timing_unless_ring() || b.effects[0].value("op", "") != "bow")
    return std::nullopt;
  if (!s.starts_with("Bow ")) return false;
  Body trial = b;
  const json first = trial.effects[0];
  trial.effects.clear();
  if (!sentence(s, trial) || trial.targets.size() != 2 || trial.effects.size() != 1) return false;
  json then = trial.effects[0];
  if (then.value("op", "") != "bow" || then.value("card", "") != "target2" || then.contains("if") ||
      then.contains("each") || trial.targets[1].contains("count") ||
      trial.targets[1].value("optional", false))
    return false;
  json ring = timing_unless_ring();
  ring["you_control"] = {{"at_least", 1}};
  then["if"] = {{"any", {ring, {{"card", "target"}, {"bowed", true}}}}};
  trial.effects = json::array({first, then});
  b = std::move(trial);
  return true;
}

// "destroy your target :water: Spell attached to this Shugenja to negate"
// (also "to negate the action"): the target, destroyed, then the negation
// only if the destruction happened (CR20F "To").
bool timing_destroy_to_negate(std::string_view rest, Body& b) {
  if (!eat(rest, "destroy your target ")) return false;
  if (!eat_suffix(rest, " to negate it") && !eat_suffix(rest, " to negate the action"))
    return false;
  std::string phrase = timing_element_words(rest);
  bool attached = false;
  for (std::string_view tail : {" attached to this Shugenja", " attached to this Personality"})
    if (phrase.ends_with(tail) && timing_self(tail.substr(13), b) == "this_personality") {
      phrase.resize(phrase.size() - tail.size());
      attached = true;
    }
  if (!add_target(b, "your target " + phrase) || b.targets.size() != 1 ||
      b.targets[0].contains("count") || b.targets[0].value("optional", false) ||
      b.targets[0].contains("any_of") || (attached && b.targets[0].contains("location")))
    return false;
  if (attached) b.targets[0]["in_this_unit"] = true;
  b.effects.push_back({{"op", "destroy"}, {"card", "target"}});
  b.effects.push_back({{"op", "negate_action"}, {"if", {{"card", "target"}, {"zone", "discard"}}}});
  return true;
}

// "If the action is targeting this Personality, destroy your target
// Follower to negate the action": an Interrupt used only when one of the
// action's targets is the card (on a Spell, "this Shugenja"). "If the action
// is targeting this Shugenja, or the action is targeting your Samurai and
// this Shugenja is :fire:, destroy ...": also when one of them is such a
// card of yours while he has that element; (A or (B and E)) is said as the
// Interrupt's condition (A or B) and its "if" (A or E).
std::optional<bool> timing_targeting_or(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If the action is targeting ")) return std::nullopt;
  const std::size_t or_at = t.find(", or the action is targeting ");
  const std::size_t first_comma = t.find(", ");
  if (first_comma == std::string_view::npos) return std::nullopt;
  const std::string who = timing_self(t.substr(0, first_comma), b);
  if (who.empty()) return std::nullopt;
  if (!b.interrupt || !b.interrupting.is_null() || !b.cond.is_null() || !b.targets.empty() ||
      !b.effects.empty())
    return false;
  const json itself = who == "self" ? json{{"this_card", true}}
                                    : json{{"in_this_unit", true}, {"type", {"Personality"}}};
  if (or_at != first_comma) {
    b.interrupting = itself;
    b.interrupting["card"] = "interrupted_targets";
    b.interrupting["location"] = "anywhere";
    return timing_destroy_to_negate(t.substr(first_comma + 2), b);
  }
  t.remove_prefix(or_at + 29);
  if (who != "this_personality") return false;
  // "your Samurai and this Shugenja is :fire:, <effects>".
  const std::size_t and_at = t.find(" and this ");
  const std::size_t comma = t.find(", ");
  if (and_at == std::string_view::npos || comma == std::string_view::npos || comma < and_at)
    return false;
  std::string_view kind = t.substr(0, and_at);
  std::string_view state = t.substr(and_at + 5, comma - and_at - 5);
  const std::size_t is = state.find(" is ");
  if (is == std::string_view::npos || timing_self(state.substr(0, is), b) != who) return false;
  const std::string element = timing_element_words(state.substr(is + 4));
  static constexpr std::string_view kElements[] = {"Air", "Earth", "Fire", "Water", "Void"};
  if (std::find(std::begin(kElements), std::end(kElements), element) == std::end(kElements))
    return false;
  if (!eat(kind, "your ")) return false;
  auto f = target_phrase("your target " + std::string(kind));
  if (!f || f->contains("location") || f->contains("player") || f->contains("count") ||
      f->contains("optional") || f->contains("any_of") || f->contains("zone"))
    return false;
  f->erase("controller");
  if (f->empty()) return false;
  b.interrupting = {{"card", "interrupted_targets"},
                    {"controller", "you"},
                    {"location", "anywhere"},
                    {"any_of", {itself, *f}}};
  json targeted = itself;
  targeted["card"] = "interrupted_targets";
  targeted["location"] = "anywhere";
  b.cond = {{"any", {targeted, {{"card", who}, {"keywords", {element}}}}}};
  return timing_destroy_to_negate(t.substr(comma + 2), b);
}

// "If the action is another player's and targeting your Personality, give
// them +2F": an Interrupt only to another player's action that targets
// such a card of yours; the bonus goes to each of them it targets.
std::optional<bool> timing_others_targeting(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If the action is another player's and ")) return std::nullopt;
  if (!eat(t, "targeting ") && !eat(t, "is targeting ")) return false;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos || !b.interrupt || !b.interrupting.is_null() ||
      !b.cond.is_null() || !b.turn.empty() || b.your_action || b.no_terrain_here ||
      b.extra.contains("if") || !b.targets.empty() || !b.effects.empty())
    return false;
  std::string_view what = t.substr(0, comma), rest = t.substr(comma + 2);
  if (!eat(what, "your ")) return false;
  auto f = target_phrase("your target " + std::string(what));
  if (!f || f->contains("location") || f->contains("count") || f->contains("player") ||
      f->contains("optional"))
    return false;
  std::optional<std::vector<std::pair<std::string, int>>> bonuses;
  for (std::string_view pron : {"give them ", "give him ", "give her "})
    if (std::string_view r = rest; !bonuses && eat(r, pron)) bonuses = bonus_list(r);
  if (!bonuses || bonuses->empty()) return false;
  json cond = *f;
  cond["card"] = "interrupted_targets";
  cond["location"] = "anywhere";
  json each = *f;
  each["interrupted_target"] = true;
  each["location"] = "anywhere";
  b.interrupting = cond;
  b.extra["if"] = "another_players_action";
  for (auto& [stat, n] : *bonuses)
    b.effects.push_back({{"op", stat}, {"amount", n}, {"each", each}});
  return true;
}

// The parts of a "Reaction:" (keywords.md "Reaction (legacy designator)",
// open question 2): "Reaction: Before an action resolves, [if <condition>:]
// <effects>" is an Interrupt; "Reaction: After [another player's] action
// targets <card>[, <cost>]: <effects>" is an Interrupt too (the targets are
// chosen before the Interrupt step, CR20F "Action Sequence"), used only
// when one of the action's targets is that card.
bool timing_interrupt(const std::string& body, CardType type, const json& more, CompiledText& out) {
  CompiledText scratch;
  if (!ability("Interrupt: " + body, type, scratch) || scratch.json["abilities"].size() != 1)
    return false;
  json a = scratch.json["abilities"][0];
  for (auto& [k, v] : more.items()) {
    if (k == "costs") {
      for (const json& c : v) a["costs"].push_back(c);
      continue;
    }
    if (a.contains(k)) return false;
    a[k] = v;
  }
  auto parsed = checked<Ability>(json::array({a}), parse_abilities);
  if (!parsed) return false;
  out.json["abilities"].push_back(a);
  out.abilities.push_back((*parsed)[0]);
  return true;
}

std::string timing_capital(std::string_view s) {
  std::string r(s);
  if (!r.empty()) r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  return r;
}

// "a Clan Champion with your Clan alignment is in your army at the current
// battlefield": one of the player's cards of that kind, of his clan, there.
std::optional<json> timing_reaction_condition(std::string_view c) {
  if (!eat(c, "a ") && !eat(c, "an ")) return std::nullopt;
  if (!eat_suffix(c, " is in your army at the current battlefield")) return std::nullopt;
  const bool clan =
      eat_suffix(c, " with your Clan alignment") || eat_suffix(c, " with your Clan Alignment");
  json f;
  if (c == "Clan Champion")
    f = {{"type", {"Personality"}}, {"keywords", {"Clan Champion"}}};
  else if (auto p = target_phrase("your target " + std::string(c));
           p && !p->contains("location") && !p->contains("count") && !p->contains("player"))
    f = *p;
  else
    return std::nullopt;
  f.erase("controller");
  json cond = {{"you_control", {{"at_least", 1}}}};
  cond.update(f);
  cond["location"] = "current_battlefield";
  if (clan) cond["your_clan"] = true;
  return cond;
}

bool timing_reaction(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!eat(t, "Reaction: ")) return false;
  if (eat(t, "Before an action resolves, ") || eat(t, "Before an action's resolution, ")) {
    json more = json::object();
    if (eat(t, "if ")) {
      const std::size_t colon = t.find(": ");
      if (colon == std::string_view::npos) return false;
      auto cond = timing_reaction_condition(t.substr(0, colon));
      if (!cond) return false;
      more["if"] = *cond;
      t.remove_prefix(colon + 2);
    }
    return timing_interrupt(timing_capital(t), type, more, out);
  }
  if (!eat(t, "After ")) return false;
  json more = json::object();
  if (eat(t, "another player's action targets "))
    more["if"] = "another_players_action";
  else if (!eat(t, "an action targets "))
    return false;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos) return false;
  std::string_view what = t.substr(0, colon), effects = t.substr(colon + 2);
  // ", destroy this Personality": a cost, paid as the Interrupt is taken.
  if (const std::size_t comma = what.find(", "); comma != std::string_view::npos) {
    std::string_view cost = what.substr(comma + 2);
    if (!eat(cost, "destroy ") || self_ref(cost, type) != "self") return false;
    more["costs"] = json::array({{{"destroy", "self"}}});
    what = what.substr(0, comma);
  }
  json cond;
  if (self_ref(what, type) == "self" && type == CardType::Personality) {
    cond = {{"this_card", true}};
  } else {
    if (!eat(what, "your ")) return false;
    std::string phrase(what);
    const bool here = eat_suffix(what, " at this Personality's location");
    auto f = target_phrase("your target " + std::string(what));
    if (!f || f->contains("location") || f->contains("count") || f->contains("player") ||
        f->contains("optional"))
      return false;
    cond = *f;
    if (here) cond["location"] = "this_location";
    // "Negate your Courtier's destruction from ...":
    // the action's effects do not destroy those of its targets (its
    // targets of yours of that kind, wherever they are now).
    std::string_view e = effects;
    const std::string own = phrase.substr(0, phrase.find(' '));
    if (eat(e, "Negate your ") && eat(e, own) && eat(e, "'s destruction ") &&
        e == "from the action's effects.") {
      json each = *f;
      each["interrupted_target"] = true;
      each["location"] = "anywhere";
      more["interrupting"] = cond;
      more["interrupting"]["card"] = "interrupted_targets";
      json a = {{"designator", "Interrupt"},
                {"effects", {{{"op", "negate_destroy"}, {"each", each}}}}};
      for (auto& [k, v] : more.items()) a[k] = v;
      auto parsed = checked<Ability>(json::array({a}), parse_abilities);
      if (!parsed) return false;
      out.json["abilities"].push_back(a);
      out.abilities.push_back((*parsed)[0]);
      return true;
    }
  }
  if (!cond.contains("location")) cond["location"] = "anywhere";
  cond["card"] = "interrupted_targets";
  more["interrupting"] = cond;
  return timing_interrupt(std::string(effects), type, more, out);
}

// "Bow his unit after this battle resolves": the delayed effect said
// with its point last, read as "After this battle resolves, bow his
// unit" (CR20F "Duration of Effects": a delayed effect).
std::optional<bool> timing_trailing_delay(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " after this battle resolves") || t.empty()) return std::nullopt;
  if (t.find(',') != std::string_view::npos || t.find(" if ") != std::string_view::npos)
    return false;
  std::string lower(t);
  lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
  Body trial = b;
  if (!sentence("After this battle resolves, " + lower, trial) ||
      trial.effects.size() != b.effects.size() + 1 || trial.targets != b.targets ||
      trial.effects.back().value("delay", "") != "after_battle_resolves")
    return false;
  b = std::move(trial);
  return true;
}

}  // namespace

std::optional<bool> duel2_sentence(std::string_view s, Body& b) {
  if (auto r = timing_trailing_delay(s, b)) return r;
  if (auto r = duel2_loser_or_challenger(s, b)) return r;
  if (auto r = duel2_bonus_or_penalty(s, b)) return r;
  if (auto r = timing_negate(s, b)) return r;
  if (auto r = timing_bow_unless(s, b)) return r;
  if (auto r = timing_targeting_or(s, b)) return r;
  if (auto r = timing_others_targeting(s, b)) return r;
  return std::nullopt;
}

// "As a Focus Effect, if the duel is not during a battle, end the duel
// without resolution." (CR20F Duel 0.0.8: the other Focus Effects still
// resolve); "As a Focus Effect, if you win this duel, give the winner
// +2F." (after the duel, if the card's player's Personality won it).
bool duel_rule(std::string_view part, CardType type, CompiledText& out) {
  if (timing_reaction(part, type, out)) return true;
  std::string_view t = part;
  if (type == CardType::Personality) return duel2_personality_rule(t, out);
  if (type != CardType::Strategy && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell && type != CardType::Ring)
    return false;
  if (!eat(t, "As a Focus Effect, ")) return false;
  eat_suffix(t, " (Other Focus Effects resolve.)");
  if (!eat_suffix(t, ".")) return false;
  if (eat(t, "if the duel is ") || eat(t, "if this duel is ")) {
    const bool during = !eat(t, "not ");
    if (!eat(t, "during a battle, ") || t != "end the duel without resolution") return false;
    return duel2_trigger({{"after", "focus_effect"},
                          {"effects", {{{"op", "end_duel"}, {"if", {{"during_battle", during}}}}}}},
                         out);
  }
  // "this duel's winner gains 2 Honor after it ends": his controller. "The
  // winner gains 2 Honor" says the same: there is a winner only once the
  // duel has resolved (nobody gains on a tie).
  if (const bool plain = eat(t, "the winner gains ");
      plain || eat(t, "this duel's winner gains ")) {
    auto n = eat_suffix(t, " Honor after it ends") || (plain && eat_suffix(t, " Honor"))
                 ? number(t)
                 : std::nullopt;
    if (!n || *n == 0) return false;
    return duel2_trigger(
        {{"after", "focus_effect"},
         {"after_duel", true},
         {"effects",
          {{{"op", "gain_honor"}, {"amount", *n}, {"player", "duel_winner_controller"}}}}},
        out);
  }
  if (eat(t, "if you win this duel, ") || eat(t, "after you win this duel, ")) {
    json effects = json::array();
    // "gain 1 Honor and give the winner +1F": the card's player gains it.
    if (std::string_view g = t; eat(g, "gain ")) {
      const std::size_t sp = g.find(' ');
      auto n = sp == std::string_view::npos ? std::nullopt : number(g.substr(0, sp));
      g.remove_prefix(sp == std::string_view::npos ? g.size() : sp);
      if (!n || *n == 0 || !eat(g, " Honor and ")) return false;
      effects.push_back({{"op", "gain_honor"}, {"amount", *n}});
      t = g;
    }
    if (!eat(t, "give the winner ")) return false;
    auto bonuses = bonus_list(t);
    if (!bonuses || bonuses->empty()) return false;
    for (auto& [stat, n] : *bonuses)
      effects.push_back({{"op", stat}, {"amount", n}, {"card", "duel_winner"}});
    return duel2_trigger(
        {{"after", "focus_effect"}, {"after_duel", true}, {"if_won", true}, {"effects", effects}},
        out);
  }
  return false;
}

}  // namespace l5r::compile

// More templates of the duel family (text_compile_duel.h): Focus Effects
// that end a duel or reward its winner, a loser who is the challenger, and
// a bonus or penalty the player picks.
#include <string>

#include "game/abilities/parse.h"
#include "game/cards/text_compile.h"
#include "game/cards/text_compile_duel.h"
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

}  // namespace

std::optional<bool> duel2_sentence(std::string_view s, Body& b) {
  if (auto r = duel2_loser_or_challenger(s, b)) return r;
  if (auto r = duel2_bonus_or_penalty(s, b)) return r;
  return std::nullopt;
}

// "As a Focus Effect, if the duel is not during a battle, end the duel
// without resolution." (CR20F Duel 0.0.8: the other Focus Effects still
// resolve); "As a Focus Effect, if you win this duel, give the winner
// +2F." (after the duel, if the card's player's Personality won it).
bool duel_rule(std::string_view part, CardType type, CompiledText& out) {
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
  // "this duel's winner gains 2 Honor after it ends": his controller.
  if (eat(t, "this duel's winner gains ")) {
    auto n = eat_suffix(t, " Honor after it ends") ? number(t) : std::nullopt;
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

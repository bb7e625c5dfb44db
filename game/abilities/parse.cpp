#include "game/abilities/parse.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <nlohmann/json.hpp>
#include <utility>

#include "game/abilities/created_card.h"
#include "game/abilities/elements.h"
#include "game/cards/card_def.h"
#include "game/model/game_state.h"

namespace l5r {

using nlohmann::json;

namespace {

// A keyword a trait may give ({"keyword": ...}): one whose rules the engine
// checks on cards in play (Engine::has_kw), or one without rules that
// targets and conditions read. Keywords whose rules act out of play or on
// other card types (Kharmic, Reserve, Weapon, the elements...) are not.
bool is_granted_keyword(const std::string& k) {
  static constexpr std::array<std::string_view, 11> kWithRules{
      "Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable", "Elite",
      "Naval",   "Duelist",   "Kensai",    "Shugenja",  "Samurai"};
  if (std::find(kWithRules.begin(), kWithRules.end(), k) != kWithRules.end()) return true;
  if (k.empty() || keyword_bit(k) != 0 || k.size() > 40 || !std::isupper(static_cast<unsigned char>(k[0])))
    return false;
  for (char c : k)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-' && c != ' ') return false;
  return true;
}

template <class T, std::size_t N>
std::optional<T> lookup(const std::array<std::pair<std::string_view, T>, N>& table,
                        std::string_view key) {
  for (auto& [k, v] : table)
    if (k == key) return v;
  return std::nullopt;
}

template <class T, std::size_t N>
std::string choices(const std::array<std::pair<std::string_view, T>, N>& table) {
  std::string s;
  for (auto& [k, v] : table) s += (s.empty() ? "" : ", ") + std::string(k);
  return s;
}

constexpr auto kDesignators = std::to_array<std::pair<std::string_view, Designator>>({
    {"Limited", kLimited}, {"Open", kOpen}, {"Engage", kEngage},
    {"Battle", kBattle}, {"Interrupt", kInterrupt}, {"Dynasty", kDynasty},
});
constexpr auto kAbilityKws = std::to_array<std::pair<std::string_view, AbilityKw>>({
    {"Tireless", kTireless}, {"Repeatable", kRepeatable}, {"Absent", kAbsent},
    {"Home", kHomeKw}, {"Unstoppable", kUnstoppable},
});
constexpr auto kRefs = std::to_array<std::pair<std::string_view, Ref>>({
    {"self", Ref::Self}, {"this_personality", Ref::ThisPersonality}, {"target", Ref::Target},
    {"target2", Ref::Target2}, {"you", Ref::You}, {"target_player", Ref::TargetPlayer},
    {"each_enemy", Ref::EachEnemy}, {"interrupted_card", Ref::InterruptedCard},
    {"interrupted_target", Ref::InterruptedTarget}, {"interrupted_targets", Ref::InterruptedTargets},
    {"your_duelist", Ref::YourDuelist}, {"other_duelist", Ref::OtherDuelist}, {"duel_winner", Ref::DuelWinner},
    {"duel_loser", Ref::DuelLoser},
    {"attacker", Ref::Attacker}, {"cause_player", Ref::CausePlayer},
    {"province", Ref::ProvinceHere}, {"target_controller", Ref::TargetController},
    {"target2_controller", Ref::Target2Controller}, {"each_player", Ref::EachPlayer},
    {"active_player", Ref::ActivePlayer}, {"interrupted_player", Ref::InterruptedPlayer},
    {"duel_winner_controller", Ref::DuelWinnerController}, {"most_family_honor", Ref::MostFamilyHonor},
    {"each_other_player", Ref::EachOtherPlayer},
});

// Refs that name a player and never a card.
bool player_only(Ref r) {
  return r == Ref::Attacker || r == Ref::CausePlayer || r == Ref::TargetController || r == Ref::Target2Controller ||
         r == Ref::EachPlayer || r == Ref::ActivePlayer || r == Ref::InterruptedPlayer ||
         r == Ref::DuelWinnerController || r == Ref::MostFamilyHonor || r == Ref::EachOtherPlayer;
}
constexpr auto kAttackKinds = std::to_array<std::pair<std::string_view, std::uint8_t>>({
    {"fear", kFearAttack}, {"melee", kMeleeAttack}, {"ranged", kRangedAttack},
});
constexpr auto kOps = std::to_array<std::pair<std::string_view, Op>>({
    {"give_tokens", Op::GiveTokens}, {"remove_tokens", Op::RemoveTokens}, {"copy_ability", Op::CopyAbility},
    {"redirect_target", Op::RedirectTarget},
    {"additional_actions", Op::AdditionalActions},
    {"remove_all_abilities", Op::RemoveAllAbilities}, {"remove_abilities", Op::RemoveAbilities},
    {"first_battle_action", Op::FirstBattleAction},
    {"recruit", Op::Recruit}, {"to_hand_before_turn_ends", Op::HandBeforeTurnEnds},
    {"refill_face_up", Op::RefillFaceUp}, {"search", Op::Search},
    {"attack_strength", Op::AttackStrength}, {"copy_clock", Op::CopyClock},
    {"create", Op::Create}, {"discard_clock", Op::DiscardClock},
    {"gain_political", Op::GainPolitical}, {"discard_from_hand", Op::DiscardFromHand},
    {"discard_random", Op::DiscardRandom}, {"recruit_from_outside", Op::RecruitFromOutside},
    {"duel", Op::Duel}, {"choose", Op::Choose},
    {"bow", Op::Bow}, {"straighten", Op::Straighten}, {"move_home", Op::MoveHome},
    {"move_to_battlefield", Op::MoveToBattlefield}, {"destroy", Op::Destroy},
    {"discard", Op::Discard}, {"dishonor", Op::Dishonor}, {"rehonor", Op::Rehonor},
    {"gain_honor", Op::GainHonor}, {"lose_honor", Op::LoseHonor}, {"draw", Op::Draw},
    {"force", Op::Force}, {"chi", Op::Chi}, {"personal_honor", Op::PersonalHonor},
    {"province_strength", Op::ProvinceStrength}, {"ranged_attack", Op::RangedAttack},
    {"melee_attack", Op::MeleeAttack}, {"fear", Op::Fear}, {"take_favor", Op::TakeFavor},
    {"negate_action", Op::NegateAction}, {"negate_fear", Op::NegateFear},
    {"play_terrain", Op::PlayTerrain}, {"seppuku", Op::Seppuku}, {"attach_self", Op::AttachSelf},
    {"play_self", Op::PlaySelf}, {"discard_hand", Op::DiscardHand}, {"show_hand", Op::ShowHand},
    {"no_move_personalities", Op::NoMovePersonalities}, {"play_kata", Op::PlayKata},
    {"negate_attacks", Op::NegateAttacks},
    {"chi_minimum", Op::ChiMinimum},
    {"give_keyword", Op::GiveKeyword},
    {"fear_destroys", Op::FearDestroysBowed},
    {"switch_locations", Op::SwitchLocations},
    {"cannot_straighten", Op::CannotStraighten},
    {"negate_move", Op::NegateMove}, {"from_discard_to_hand", Op::FromDiscardToHand},
    {"abilities_unusable", Op::AbilitiesUnusable}, {"additional_use", Op::AdditionalUse}, {"untargetable_by_you", Op::UntargetableByYou},
    {"remove_from_game", Op::RemoveFromGame},
    {"reveal_other_provinces", Op::RevealOtherProvinces},
    {"move_to_location", Op::MoveToLocation},
    {"to_province", Op::ToProvince},
    {"increase_honor_losses", Op::IncreaseHonorLosses},
    {"end_duel", Op::EndDuel},
    {"to_hand", Op::ToHand},
    {"negate_bow", Op::NegateBow}, {"negate_destroy", Op::NegateDestroy}, {"negate_force", Op::NegateForce},
    {"contributes_only_bowed", Op::ContributesOnlyBowed},
    {"untargetable_from_unit", Op::UntargetableFromUnit},
    {"look_at_top", Op::LookAtTop}, {"show_top", Op::ShowTopDraw},
    {"banish_from_discard", Op::BanishFromDiscard},
});
constexpr auto kUntil = std::to_array<std::pair<std::string_view, Until>>({
    {"end_of_turn", Until::EndOfTurn}, {"end_of_battle", Until::EndOfBattle},
    {"permanent", Until::Permanent},
});
constexpr auto kAmountStats = std::to_array<std::pair<std::string_view, Amount::Kind>>({
    {"targets_chosen", Amount::Kind::TargetsChosen}, {"printed_force", Amount::Kind::PrintedForce},
    {"force", Amount::Kind::Force}, {"chi", Amount::Kind::Chi},
    {"personal_honor", Amount::Kind::PersonalHonor}, {"gold_cost", Amount::Kind::GoldCost},
    {"rank", Amount::Kind::Rank},
});
constexpr auto kCompareStats = std::to_array<std::pair<std::string_view, StatCompare::Which>>({
    {"unit_cards", StatCompare::Which::UnitCards}, {"unit_force", StatCompare::Which::UnitForce},
    {"force", StatCompare::Which::Force}, {"chi", StatCompare::Which::Chi},
    {"personal_honor", StatCompare::Which::PersonalHonor},
    {"gold_cost", StatCompare::Which::GoldCost},
    {"gold_production", StatCompare::Which::GoldProduction},
    {"controller_holdings", StatCompare::Which::ControllerHoldings},
    {"printed_force", StatCompare::Which::PrintedForce},
});
constexpr auto kCompareOps = std::to_array<std::pair<std::string_view, StatCompare::Op>>({
    {"equal_to", StatCompare::Op::EqualTo},
    {"at_most", StatCompare::Op::AtMost}, {"at_least", StatCompare::Op::AtLeast},
    {"lower_than", StatCompare::Op::LowerThan}, {"higher_than", StatCompare::Op::HigherThan},
});
constexpr auto kTraitStats = std::to_array<std::pair<std::string_view, std::uint8_t>>({
    {"force", static_cast<std::uint8_t>(Stat::Force)},
    {"chi", static_cast<std::uint8_t>(Stat::Chi)},
    {"personal_honor", static_cast<std::uint8_t>(Stat::PersonalHonor)},
    {"gold_production", static_cast<std::uint8_t>(Stat::GoldProduction)},
});

// Siege rule 4: the number before a Clock card's trait or ability.
std::optional<std::uint8_t> threat_of(const json& t, const std::string& path, const Fail& fail) {
  auto it = t.find("threat");
  if (it == t.end()) return std::nullopt;
  if (!it->is_number_integer() || it->get<int>() < 1 || it->get<int>() > 12) {
    fail(path + ".threat", "must be a Threat Level from 1 to 12");
    return std::nullopt;
  }
  return static_cast<std::uint8_t>(it->get<int>());
}

class Reader {
 public:
  Reader(const Fail& fail) : fail_(fail) {}

  void fail(const std::string& path, const std::string& msg) { fail_(path, msg); }

  template <class T, std::size_t N>
  std::optional<T> word(const json& j, const std::string& path,
                        const std::array<std::pair<std::string_view, T>, N>& table) {
    if (!j.is_string()) {
      fail(path, "must be one of: " + choices(table));
      return std::nullopt;
    }
    auto v = lookup(table, j.get<std::string>());
    if (!v) fail(path, "unknown value '" + j.get<std::string>() + "'; use one of: " + choices(table));
    return v;
  }

  // A created card as its creating text describes it (CR20F "Created Cards").
  std::optional<CreatedCard> created_card(const json& j, const std::string& path) {
    if (!j.is_object()) {
      fail(path, "must describe the created card, e.g. {\"type\": \"Personality\", \"force\": 2, \"chi\": 2}");
      return std::nullopt;
    }
    CreatedCard t;
    for (auto& [key, v] : j.items()) {
      const std::string p = path + "." + key;
      if (key == "type") {
        const auto type = v.is_string() ? parse_card_type(v.get<std::string>()) : std::nullopt;
        if (!type || (*type != CardType::Personality && *type != CardType::Follower)) {
          fail(p, "must be Personality or Follower");
          return std::nullopt;
        }
        t.type = *type;
      } else if (key == "force" || key == "chi" || key == "personal_honor") {
        if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 20) {
          fail(p, "must be a whole number from 0 to 20");
          return std::nullopt;
        }
        (key == "force" ? t.force : key == "chi" ? t.chi : t.personal_honor) = v.get<int>();
      } else if (key == "keywords") {
        if (!v.is_array()) {
          fail(p, "must be a list of keywords");
          return std::nullopt;
        }
        for (const json& k : v) {
          const bool word_ok = k.is_string() && !k.get<std::string>().empty() &&
                               k.get<std::string>().find_first_of(":,") == std::string::npos;
          if (!word_ok) {
            fail(p, "must be a list of keywords (words without ':' or ',')");
            return std::nullopt;
          }
          t.keywords.push_back(k.get<std::string>());
        }
      } else if (key == "clan") {
        const auto clan = v.is_string() ? parse_clan(v.get<std::string>()) : std::nullopt;
        if (!clan) {
          fail(p, "must be a Clan, such as Dragon");
          return std::nullopt;
        }
        t.clan = *clan;
      } else {
        fail(p, "is not part of a created card (type, force, chi, personal_honor, keywords, clan)");
        return std::nullopt;
      }
    }
    return t;
  }

  std::optional<Amount> amount(const json& j, const std::string& path) {
    Amount a;
    if (j.is_number_integer()) {
      a.value = j.get<int>();
      return a;
    }
    if (!j.is_object()) {
      fail(path, "must be a whole number or an object such as {\"force\": \"self\", \"plus\": 1}");
      return std::nullopt;
    }
    bool kind_seen = false;
    for (auto& [key, v] : j.items()) {
      const std::string p = path + "." + key;
      if (key == "plus" || key == "times" || key == "bonus") {
        if (!v.is_number_integer()) {
          fail(p, "must be a whole number");
          return std::nullopt;
        }
        (key == "plus" ? a.plus : key == "times" ? a.times : a.bonus) = v.get<int>();
      } else if (key == "value") {
        if (!v.is_number_integer()) {
          fail(p, "must be a whole number");
          return std::nullopt;
        }
        a.kind = Amount::Kind::Fixed;
        a.value = v.get<int>();
        kind_seen = true;
      } else if (key == "if_chosen") {
        if (v == "target") a.bonus_if = Ref::Target;
        else if (v == "target2") a.bonus_if = Ref::Target2;
        else {
          fail(p, "must be target or target2 (the optional target whose choice adds the bonus)");
          return std::nullopt;
        }
      } else if (key == "minimum") {
        if (!v.is_number_integer()) {
          fail(p, "must be a whole number (the amount's lowest value)");
          return std::nullopt;
        }
        a.minimum = v.get<int>();
      } else if (key == "half_up") {
        a.half_up = v.is_boolean() && v.get<bool>();
      } else if (key == "focus_of_discarded") {
        a.kind = Amount::Kind::FocusOfDiscarded;
        kind_seen = true;
      } else if (key == "gold_paid") {
        a.kind = Amount::Kind::GoldPaid;
        kind_seen = true;
      } else if (key == "banished") {
        // "equal to the number banished" (Op::BanishFromDiscard).
        if (v != true) {
          fail(p, "must be true (the number of cards the action banished)");
          return std::nullopt;
        }
        a.kind = Amount::Kind::Banished;
        kind_seen = true;
      } else if (key == "largest_other_hand") {
        a.kind = Amount::Kind::LargestOtherHand;
        kind_seen = true;
      } else if (key == "smallest_other_hand") {
        a.kind = Amount::Kind::SmallestOtherHand;
        kind_seen = true;
      } else if (key == "tokens") {
        // "for each of his Infamy tokens": {"tokens": "self", "named": "Infamy"}.
        auto r = word(v, p, kRefs);
        if (!r || player_only(*r) || *r == Ref::You || *r == Ref::TargetPlayer || *r == Ref::EachEnemy) {
          if (r) fail(p, "must name a card (self, this_personality, target, target2)");
          return std::nullopt;
        }
        a.kind = Amount::Kind::Tokens;
        a.of = *r;
        kind_seen = true;
      } else if (key == "bonus_when") {
        // [{"amount": 1, "if": {"card": "this_personality", "keywords": ["Earth"]}}]
        if (!v.is_array() || v.empty()) {
          fail(p, "must be a list of {\"amount\": N, \"if\": {condition}}");
          return std::nullopt;
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
          const std::string pi = p + "[" + std::to_string(i) + "]";
          const json& one = v[i];
          if (!one.is_object() || one.size() != 2 || !one.contains("amount") || !one.contains("if") ||
              !one["amount"].is_number_integer() || one["amount"].get<int>() == 0) {
            fail(pi, "must be {\"amount\": N (not 0), \"if\": {condition}}");
            return std::nullopt;
          }
          auto c = condition(one["if"], pi + ".if");
          if (!c) return std::nullopt;
          a.bonus_when.emplace_back(one["amount"].get<int>(), std::make_shared<const Condition>(*c));
        }
      } else if (key == "count") {
        // "the number of Spells in this unit": cards in play that match.
        if (!v.is_object()) {
          fail(p, "must be target conditions, such as {\"type\": [\"Spell\"], \"in_this_unit\": true}");
          return std::nullopt;
        }
        auto t = target(v, p);
        if (!t) return std::nullopt;
        if (t->filter.zone != Filter::Zone::InPlay || t->player || t->optional || t->count) {
          fail(p, "counts cards in play: card conditions only");
          return std::nullopt;
        }
        a.kind = Amount::Kind::Count;
        a.count = std::make_shared<const Filter>(t->filter);
        kind_seen = true;
      } else if (key == "home_force") {
        // "your total Force of all units at home": a player's (you, or the
        // interrupted action's player).
        auto r = word(v, p, kRefs);
        if (!r || (*r != Ref::You && *r != Ref::InterruptedPlayer)) {
          if (r) fail(p, "must be you or interrupted_player");
          return std::nullopt;
        }
        a.kind = Amount::Kind::HomeForce;
        a.of = *r;
        kind_seen = true;
      } else if (key == "minus") {
        // "equal to the difference": another amount taken away.
        auto m = amount(v, p);
        if (!m) return std::nullopt;
        a.minus = std::make_shared<const Amount>(*m);
      } else if (key == "add") {
        // "his Force plus her Personal Honor": another amount added.
        auto m = amount(v, p);
        if (!m) return std::nullopt;
        a.add = std::make_shared<const Amount>(*m);
      } else if (key == "named") {
        if (!v.is_string() || v.get<std::string>().empty()) {
          fail(p, "must be a token's name, such as \"Poison\"");
          return std::nullopt;
        }
        a.token = v.get<std::string>();
      } else if (auto k = lookup(kAmountStats, key)) {
        a.kind = *k;
        kind_seen = true;
        if (*k != Amount::Kind::Rank) {
          auto r = word(v, p, kRefs);
          if (!r || player_only(*r)) {
            if (r) fail(p, "names a player, not a card");
            return std::nullopt;
          }
          a.of = *r;
        }
      } else {
        fail(p, "is not part of an amount; use value, force, chi, personal_honor, gold_cost, rank, targets_chosen, "
                "focus_of_discarded, gold_paid, tokens (with named), count, plus, times, half_up, minimum, bonus, "
                "if_chosen, bonus_when, minus or add");
        return std::nullopt;
      }
    }
    if (!kind_seen) {
      fail(path, "says what to add to but not what to count");
      return std::nullopt;
    }
    if (!a.token.empty() && a.kind != Amount::Kind::Tokens) {
      fail(path + ".named", "names tokens: it needs \"tokens\"");
      return std::nullopt;
    }
    if (a.bonus && a.bonus_if == Ref::Self) {
      fail(path + ".if_chosen", "is missing: say which optional target's choice adds the bonus");
      return std::nullopt;
    }
    return a;
  }

  Filter::Tri tri(const json& v, const std::string& path) {
    if (!v.is_boolean()) {
      fail(path, "must be true or false");
      return Filter::Tri::Any;
    }
    return v.get<bool>() ? Filter::Tri::Yes : Filter::Tri::No;
  }

  std::vector<std::string> strings(const json& v, const std::string& path) {
    std::vector<std::string> out;
    if (v.is_string()) return {v.get<std::string>()};
    if (!v.is_array()) {
      fail(path, "must be a string or a list of strings");
      return out;
    }
    for (auto& e : v) {
      if (e.is_string())
        out.push_back(e.get<std::string>());
      else
        fail(path, "must hold only strings");
    }
    return out;
  }

  std::optional<TargetSpec> target(const json& j, const std::string& path) {
    TargetSpec t;
    if (!j.is_object()) {
      fail(path, "must be an object describing what may be targeted");
      return std::nullopt;
    }
    Filter& f = t.filter;
    for (auto& [key, v] : j.items()) {
      const std::string p = path + "." + key;
      if (key == "type") {
        for (auto& s : strings(v, p)) {
          if (auto ct = parse_card_type(s))
            f.types = static_cast<std::uint16_t>(f.types | (1u << static_cast<int>(*ct)));
          else
            fail(p, "unknown card type '" + s + "'");
        }
      } else if (key == "has_attached") {
        for (auto& s : strings(v, p)) {
          if (auto ct = parse_card_type(s))
            f.has_attached = static_cast<std::uint16_t>(f.has_attached | (1u << static_cast<int>(*ct)));
          else
            fail(p, "unknown card type '" + s + "'");
        }
      } else if (key == "controller") {
        if (v == "you") f.controller = Filter::Side::You;
        else if (v == "enemy") f.controller = Filter::Side::Enemy;
        else if (v == "another_player") f.controller = Filter::Side::Other;
        else if (v == "any") f.controller = Filter::Side::Any;
        else fail(p, "must be you, enemy, another_player or any");
      } else if (key == "bowed") f.bowed = tri(v, p);
      else if (key == "unique") f.unique = tri(v, p);
      else if (key == "dishonorable") f.dishonorable = tri(v, p);
      else if (key == "has_followers") f.has_followers = tri(v, p);
      else if (key == "has_attachments") f.has_attachments = tri(v, p);
      else if (key == "opposed") f.opposed = tri(v, p);
      else if (key == "attacking") f.attacking = tri(v, p);
      else if (key == "defending") f.defending = tri(v, p);
      else if (key == "dead") f.dead = tri(v, p);
      else if (key == "cavalry_unit") f.cavalry_unit = tri(v, p);
      else if (key == "would_be_opposed") f.would_be_opposed = tri(v, p);
      else if (key == "won_duel_this_turn") f.won_duel_this_turn = tri(v, p);
      else if (key == "lobbied_this_turn" && v == true)
        f.lobbied_this_turn = true;  // CR20F "Lobby": the Personality bowed to Lobby this turn
      else if (key == "outnumbered" && v == true)
        // "their army is outnumbered" (docs/rules-interpretations.md
        // "Outnumbered (session 12)").
        f.outnumbered = true;
      else if (key == "outnumbers" && v == true)
        f.outnumbers = true;  // "Gairoa's army outnumbers the enemy army"
      else if (key == "cast_this_turn") {
        // "if he has cast an Air Spell this turn" (CR20F "Cast").
        static constexpr std::string_view kKinds[] = {"Spell", "Air", "Earth", "Fire", "Water", "Void", "Thunder"};
        if (!v.is_string() || std::find(std::begin(kKinds), std::end(kKinds), v.get<std::string>()) == std::end(kKinds))
          fail(p, "must be Spell (any Spell) or an element: Air, Earth, Fire, Water, Void, Thunder");
        else
          f.cast_this_turn = v.get<std::string>();
      }
      else if (key == "title") {
        // "you control Shiba Kenzo": a card with that title (CR20F "Title").
        if (!v.is_string() || v.get<std::string>().empty()) fail(p, "must be a card's title");
        else f.title = v.get<std::string>();
      }
      else if (key == "not_self") f.not_self = v.is_boolean() && v.get<bool>();
      else if (key == "in_this_unit") f.in_this_unit = v.is_boolean() && v.get<bool>();
      else if (key == "in_former_unit") f.in_former_unit = v.is_boolean() && v.get<bool>();
      else if (key == "attached_to") {
        if (v == "target") f.attached_to_target = 1;
        else if (v == "target2") f.attached_to_target = 2;
        else fail(p, "must be target or target2");
      }
      else if (key == "this_card") f.this_card = v.is_boolean() && v.get<bool>();
      else if (key == "attack_target") f.attack_target = v.is_boolean() && v.get<bool>();
      else if (key == "targeted_by_this") f.targeted_by_this = v.is_boolean() && v.get<bool>();
      else if (key == "other_location") f.other_location = v.is_boolean() && v.get<bool>();
      else if (key == "duel_challenger") f.duel_challenger = v.is_boolean() && v.get<bool>();
      else if (key == "your_clan") f.your_clan = v.is_boolean() && v.get<bool>();
      else if (key == "interrupted_target") f.interrupted_target = v.is_boolean() && v.get<bool>();
      else if (key == "battle_action") {
        // "if this is a Battle" (an any_of alternative): taken in the Combat segment.
        if (v == true) f.battle_action = true;
        else fail(p, "must be true (the action is taken as a Battle action)");
      }
      else if (key == "lowest") {
        // "with the lowest Personal Honor" (also Force, Chi) among the cards
        // matching the rest of the filter.
        if (v == "personal_honor") f.lowest = StatCompare::Which::PersonalHonor;
        else if (v == "force") f.lowest = StatCompare::Which::Force;
        else if (v == "chi") f.lowest = StatCompare::Which::Chi;
        else fail(p, "must be personal_honor, force or chi");
      }
      else if (key == "has_token") {
        // "with a Poison token"; true: with any token.
        if (v.is_string() && !v.get<std::string>().empty()) f.has_token = v.get<std::string>();
        else if (v == true) f.has_token = std::string();
        else fail(p, "must be a token's name, such as \"Poison\", or true (any token)");
      }
      else if (key == "player") t.player = v.is_boolean() && v.get<bool>();
      else if (key == "optional") t.optional = v.is_boolean() && v.get<bool>();
      else if (key == "count") {
        if (auto a = amount(v, p)) t.count = *a;
      } else if (key == "total_force") {
        if (auto a = amount(v, p)) t.total_force = *a;
      } else if (key == "total_gold_cost") {
        if (auto a = amount(v, p)) t.total_gold_cost = *a;
      } else if (key == "different_clans") {
        t.different_clans = v.is_boolean() && v.get<bool>();
      } else if (key == "chosen") {
        // "Choose your performing X": chosen, not targeted (CR20F "Targeting").
        t.chosen = v.is_boolean() && v.get<bool>();
      } else if (key == "holds") {
        // In an any_of alternative: a condition of the game ("unless you
        // control a Shugenja").
        if (auto c = condition(v, p)) f.holds = std::make_shared<const Condition>(*c);
      } else if (key == "min") {
        if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 9) fail(p, "must be a whole number from 0 to 9");
        else t.min_count = v.get<int>();
      }
      else if (key == "designator") {
        // "a Battle Strategy": a card with an ability of that designator.
        for (auto& s : strings(v, p)) {
          if (auto d = lookup(kDesignators, s))
            f.designators = static_cast<std::uint8_t>(f.designators | *d);
          else
            fail(p, "unknown designator '" + s + "'");
        }
      }
      else if (key == "keywords") f.keywords = strings(v, p);
      else if (key == "any_keywords") f.any_keywords = strings(v, p);
      else if (key == "not_keywords") f.not_keywords = strings(v, p);
      else if (key == "attached_keywords") f.attached_keywords = strings(v, p);
      else if (key == "no_attached_keywords") f.no_attached_keywords = strings(v, p);
      else if (key == "attached") {
        // "with a Nonhuman, non-Shadowlands Follower": one attachment, by type and keywords.
        bool plain = v.is_object() && !v.empty();
        if (plain)
          for (auto& [k2, v2] : v.items())
            plain = plain && (k2 == "type" || k2 == "keywords" || k2 == "not_keywords" || k2 == "any_keywords");
        auto inner = plain ? target(v, p) : std::nullopt;
        if (!inner) fail(p, "must name an attachment by type, keywords, not_keywords or any_keywords");
        else f.attached = std::make_shared<const Filter>(inner->filter);
      }
      else if (key == "host") {
        // "attached to a Commander": the Personality the card is attached
        // to (CR20F "Attachments") matches these card conditions.
        bool plain = v.is_object() && !v.empty();
        if (plain)
          for (auto& [k2, v2] : v.items())
            plain = plain && k2 != "player" && k2 != "optional" && k2 != "count" && k2 != "min" &&
                    k2 != "total_force" && k2 != "total_gold_cost" && k2 != "different_clans" &&
                    k2 != "chosen" && k2 != "zone" && k2 != "location" && k2 != "host";
        auto inner = plain ? target(v, p) : std::nullopt;
        if (!inner)
          fail(p, "must be card conditions of a Personality in play (no player, count, zone, location or host)");
        else
          f.host = std::make_shared<const Filter>(inner->filter);
      }
      else if (key == "none_attached") {
        // "with no unbowed Followers": no attachment of this kind (type, keywords, bowed).
        bool plain = v.is_object() && !v.empty();
        if (plain)
          for (auto& [k2, v2] : v.items())
            plain = plain && (k2 == "type" || k2 == "keywords" || k2 == "not_keywords" ||
                              k2 == "any_keywords" || k2 == "bowed");
        auto inner = plain ? target(v, p) : std::nullopt;
        if (!inner) fail(p, "must name attachments by type, keywords, not_keywords, any_keywords or bowed");
        else f.none_attached = std::make_shared<const Filter>(inner->filter);
      }
      else if (key == "any_of") {
        // "attacking or Ninja": two or more sets of card conditions, one of
        // which the card must match (a card in play; no zone). An
        // alternative may name its own controller and location ("your
        // Personality in a Cavalry unit, or any Personality if ...", "at any
        // battlefield or, if ..., at any location"): checked without the
        // Rules of Location, which the outer conditions keep.
        if (!v.is_array() || v.size() < 2) {
          fail(p, "must be a list of two or more target conditions");
          continue;
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
          const std::string pi = p + "[" + std::to_string(i) + "]";
          bool plain = v[i].is_object() && !v[i].empty();
          if (plain)
            for (auto& [k2, v2] : v[i].items())
              plain = plain && k2 != "player" && k2 != "optional" && k2 != "count" && k2 != "min" &&
                      k2 != "total_force" && k2 != "zone" && k2 != "any_of";
          auto inner = plain ? target(v[i], pi) : std::nullopt;
          if (!inner) fail(pi, "must be card conditions (no player, count, zone or any_of)");
          else f.any_of.push_back(std::make_shared<const Filter>(inner->filter));
        }
      }
      else if (key == "location") {
        if (v == "home") f.location = Filter::Where::Home;
        else if (v == "current_battlefield") f.location = Filter::Where::CurrentBattlefield;
        else if (v == "enemy_army") f.location = Filter::Where::EnemyArmy;
        else if (v == "any") f.location = Filter::Where::Any;
        else if (v == "anywhere") f.location = Filter::Where::Anywhere;
        else if (v == "this_location") f.location = Filter::Where::SameAsSelf;
        else if (v == "any_battlefield") f.location = Filter::Where::AnyBattlefield;
        else if (v == "this_army") f.location = Filter::Where::ThisArmy;
        else if (v == "opposing_army") f.location = Filter::Where::OpposingArmy;
        else fail(p, "must be home, current_battlefield, enemy_army, any, anywhere, this_location, any_battlefield, "
                     "this_army or opposing_army");
      } else if (key == "zone") {
        if (v == "in_play") f.zone = Filter::Zone::InPlay;
        else if (v == "province") f.zone = Filter::Zone::Province;
        else if (v == "discard") f.zone = Filter::Zone::Discard;
        else if (v == "dynasty_deck_or_discard") f.zone = Filter::Zone::DynastyDeckOrDiscard;
        else if (v == "fate_deck_or_discard") f.zone = Filter::Zone::FateDeckOrDiscard;
        else if (v == "fate_deck") f.zone = Filter::Zone::FateDeck;
        else fail(p, "must be in_play, province, discard, dynasty_deck_or_discard or fate_deck_or_discard");
      } else if (auto which = lookup(kCompareStats, key)) {
        if (!v.is_object() || v.size() != 1) {
          fail(p, "must be one comparison, e.g. {\"at_most\": 3}");
          continue;
        }
        auto op = word(json(v.begin().key()), p, kCompareOps);
        auto amt = amount(v.begin().value(), p + "." + v.begin().key());
        if (op && amt) f.stats.push_back({*which, *op, *amt});
      } else {
        fail(p, "is not a targeting condition");
      }
    }
    if (j.contains("min") && !t.count) fail(path + ".min", "needs a \"count\"");
    if (!f.any_of.empty() && f.zone != Filter::Zone::InPlay) fail(path + ".any_of", "is for cards in play");
    if (j.contains("total_force") && !t.count) fail(path + ".total_force", "needs a \"count\"");
    if (j.contains("total_gold_cost") && !t.count) fail(path + ".total_gold_cost", "needs a \"count\"");
    if (j.contains("different_clans") && !t.count) fail(path + ".different_clans", "needs a \"count\"");
    if (t.total_force && t.total_gold_cost) fail(path + ".total_gold_cost", "cannot go with total_force");
    // A chosen card is in play, or a dead Personality in a discard pile
    // ("choose your performing dead Samurai Personality").
    if (t.chosen && (t.player || t.optional || t.count ||
                     (f.zone != Filter::Zone::InPlay && (f.zone != Filter::Zone::Discard || f.dead != Filter::Tri::Yes))))
      fail(path + ".chosen", "is one card in play (or a dead Personality), not optional");
    return t;
  }

  // One comparison of a count with an amount: {"at_most": 2}.
  std::optional<StatCompare> comparison(const json& v, const std::string& p) {
    if (!v.is_object() || v.size() != 1) {
      fail(p, "must be one comparison, e.g. {\"at_most\": 2}");
      return std::nullopt;
    }
    auto op = word(json(v.begin().key()), p, kCompareOps);
    auto amt = amount(v.begin().value(), p + "." + v.begin().key());
    if (!op || !amt) return std::nullopt;
    return StatCompare{StatCompare::Which::Force, *op, *amt};
  }

  // "if"/"while": {"card": who, ...target conditions}.
  std::optional<Condition> condition(const json& j, const std::string& path) {
    if (!j.is_object()) {
      fail(path, "must be an object such as {\"card\": \"target\", \"keywords\": [\"Cavalry\"]}");
      return std::nullopt;
    }
    Condition c;
    json rest = j;
    if (rest.contains("any") || rest.contains("all")) {
      // "if A or B" / "if A and B": two or more conditions, alone in the object.
      const std::string key = rest.contains("any") ? "any" : "all";
      if (rest.size() != 1 || !rest[key].is_array() || rest[key].size() < 2) {
        fail(path + "." + key, "must be a list of two or more conditions, alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      for (std::size_t i = 0; i < rest[key].size(); ++i) {
        auto one = condition(rest[key][i], path + "." + key + "[" + std::to_string(i) + "]");
        if (!one) return std::nullopt;
        (key == "any" ? c.any : c.all).push_back(std::make_shared<const Condition>(std::move(*one)));
      }
      return c;
    }
    if (rest.contains("not")) {
      // "if you do not have Compassion": one condition that must not hold, alone in the object.
      if (rest.size() != 1 || !rest["not"].is_object()) {
        fail(path + ".not", "must be one condition, alone in its condition");
        return std::nullopt;
      }
      auto one = condition(rest["not"], path + ".not");
      if (!one) return std::nullopt;
      c.subject = Ref::You;
      c.none.push_back(std::make_shared<const Condition>(std::move(*one)));
      return c;
    }
    if (rest.contains("own_kiho_or_spell_resolving")) {
      // "while actions on your Kihos and Spells are resolving": with a card's conditions.
      c.own_kiho_or_spell_resolving = rest["own_kiho_or_spell_resolving"] == true;
      rest.erase("own_kiho_or_spell_resolving");
      if (!rest.contains("card") || rest.contains("your_turn") || rest.contains("you_control") ||
          rest.contains("your_hand") || rest.contains("chosen")) {
        fail(path + ".own_kiho_or_spell_resolving", "goes with a \"card\" and its conditions only");
        return std::nullopt;
      }
    }
    if (rest.contains("you_defend")) {
      // "if you are the Defender" (CR20F "Defender"): alone in its condition.
      if (rest["you_defend"] != true || rest.size() != 1) {
        fail(path + ".you_defend", "must be true, alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      c.you_defend = true;
      return c;
    }
    if (rest.contains("family_honor")) {
      // "If the active player has N or more Family Honor": a player's Honor
      // (CR20F "Family Honor"), yours or the active player's; alone.
      c.family_honor = comparison(rest["family_honor"], path + ".family_honor");
      if (!c.family_honor) return std::nullopt;
      rest.erase("family_honor");
      c.subject = Ref::You;
      if (rest.contains("player")) {
        auto r = word(rest["player"], path + ".player", kRefs);
        if (!r || (*r != Ref::You && *r != Ref::ActivePlayer)) {
          fail(path + ".player", "must be you or active_player");
          return std::nullopt;
        }
        c.subject = *r;
        rest.erase("player");
      }
      if (!rest.empty()) {
        fail(path, "family_honor takes only a player");
        return std::nullopt;
      }
      return c;
    }
    if (rest.contains("provinces_destroyed")) {
      // "If any of your Provinces have been destroyed this game": how many
      // of the player's Provinces are destroyed; alone in its condition.
      c.provinces_destroyed = comparison(rest["provinces_destroyed"], path + ".provinces_destroyed");
      if (!c.provinces_destroyed) return std::nullopt;
      if (rest.size() != 1) {
        fail(path + ".provinces_destroyed", "must be alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      return c;
    }
    if (rest.contains("fewer_provinces")) {
      // Compassion: fewer Provinces than each other player; alone.
      if (rest["fewer_provinces"] != true || rest.size() != 1) {
        fail(path + ".fewer_provinces", "must be true, alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      c.fewer_provinces = true;
      return c;
    }
    if (rest.contains("home_force")) {
      // "whose total Force of all units at home is less than yours": a
      // player's (you, or the interrupted action's player); alone.
      c.home_force = comparison(rest["home_force"], path + ".home_force");
      if (!c.home_force) return std::nullopt;
      rest.erase("home_force");
      c.subject = Ref::You;
      if (rest.contains("player")) {
        auto r = word(rest["player"], path + ".player", kRefs);
        if (!r || (*r != Ref::You && *r != Ref::InterruptedPlayer)) {
          fail(path + ".player", "must be you or interrupted_player");
          return std::nullopt;
        }
        c.subject = *r;
        rest.erase("player");
      }
      if (!rest.empty()) {
        fail(path, "home_force takes only a player");
        return std::nullopt;
      }
      return c;
    }
    if (rest.contains("during_battle")) {
      // "if the duel is not during a battle": whether a battle is being
      // fought; alone in its condition.
      if (!rest["during_battle"].is_boolean() || rest.size() != 1) {
        fail(path + ".during_battle", "must be true or false, alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      c.during_battle = rest["during_battle"].get<bool>();
      return c;
    }
    if (rest.contains("won_duel_by")) {
      // "if he won the duel by three or more": with a card.
      c.won_duel_by = comparison(rest["won_duel_by"], path + ".won_duel_by");
      if (!c.won_duel_by) return std::nullopt;
      rest.erase("won_duel_by");
      if (!rest.contains("card")) {
        fail(path + ".won_duel_by", "needs a \"card\"");
        return std::nullopt;
      }
    }
    if (rest.contains("your_turn")) {
      // "if it is (not) your turn": about the turn only.
      if (!rest["your_turn"].is_boolean() || rest.size() != 1) {
        fail(path + ".your_turn", "must be true or false, alone in its condition");
        return std::nullopt;
      }
      c.subject = Ref::You;
      c.your_turn = rest["your_turn"].get<bool>();
      return c;
    }
    if (rest.contains("you_control") || rest.contains("in_play")) {
      // A count: how many of your cards in play match the rest of the
      // condition; "in_play": any player's cards.
      const bool anyone = rest.contains("in_play");
      const std::string key = anyone ? "in_play" : "you_control";
      c.you_control = comparison(rest[key], path + "." + key);
      if (!c.you_control) return std::nullopt;
      rest.erase(key);
      if (anyone && (rest.contains("you_control") || c.you_control->op != StatCompare::Op::AtLeast)) {
        fail(path, "in_play is an at_least count, without you_control");
        return std::nullopt;
      }
      if (rest.contains("card") || rest.contains("your_hand") || rest.contains("chosen")) {
        fail(path, "you_control counts your cards: it takes no card, your_hand or chosen");
        return std::nullopt;
      }
      c.subject = Ref::You;
      c.any_player = anyone;
      auto t = target(rest, path);
      if (!t) return std::nullopt;
      c.filter = t->filter;
      // Out of play, only the discard piles are counted, "at least N".
      if ((c.filter.zone != Filter::Zone::InPlay && c.filter.zone != Filter::Zone::Discard) ||
          (c.filter.zone == Filter::Zone::Discard && c.you_control->op != StatCompare::Op::AtLeast)) {
        fail(path, "counts cards in play, or (an at_least count) in the discard piles");
        return std::nullopt;
      }
      return c;
    }
    if (rest.contains("your_hand")) {
      // "If you have N or fewer cards in your hand".
      c.your_hand = comparison(rest["your_hand"], path + ".your_hand");
      if (!c.your_hand) return std::nullopt;
      rest.erase("your_hand");
      if (!rest.contains("card")) {
        if (!rest.empty()) {
          fail(path, "with your_hand, card conditions need a \"card\"");
          return std::nullopt;
        }
        c.subject = Ref::You;
        return c;
      }
    }
    if (rest.contains("chosen")) {
      auto r = word(rest["chosen"], path + ".chosen", kRefs);
      if (!r || (*r != Ref::Target && *r != Ref::Target2)) {
        fail(path + ".chosen", "must be target or target2 (an optional target that was chosen)");
        return std::nullopt;
      }
      c.chosen = *r;
      rest.erase("chosen");
      if (rest.empty()) {  // only "you chose it"
        c.subject = Ref::You;
        return c;
      }
    }
    if (rest.contains("card")) {
      // "your_stronghold" only in conditions ("if you are a Crab Clan player").
      auto r = rest["card"] == "your_stronghold" ? std::optional<Ref>(Ref::YourStronghold)
                                                 : word(rest["card"], path + ".card", kRefs);
      if (!r || player_only(*r)) {
        if (r) fail(path + ".card", "names a player, not a card");
        return std::nullopt;
      }
      c.subject = *r;
      rest.erase("card");
    }
    auto t = target(rest, path);
    if (!t) return std::nullopt;
    c.filter = t->filter;
    return c;
  }

  // Reading a duel's `refused` effects: a move among them may have its own
  // `as_moves` ("if he refuses, move him home and bow him as he moves").
  bool in_refusal_ = false;
  // Reading the lists of a choose: a Fear there may have its after_bows,
  // a move its own `as_moves` ("you may move them home, or ...,
  // straightening their unit as they move").
  bool in_choice_ = false;

  std::optional<Effect> effect(const json& j, const std::string& path, bool nested = false) {
    if (!j.is_object() || !j.contains("op")) {
      fail(path, "must be an object with an \"op\"");
      return std::nullopt;
    }
    Effect e;
    auto op = word(j["op"], path + ".op", kOps);
    if (!op) return std::nullopt;
    e.op = *op;
    if (e.op == Op::AdditionalUse && (j.contains("until") || j.contains("each") || j.contains("unit") || j.contains("delay"))) {
      fail(path, "additional_use: this turn, on its card (no until, each, unit or delay)");
      return std::nullopt;
    }
    // Honor, draw and Favor effects are about players; the rest about cards.
    const bool about_player = e.op == Op::GainHonor || e.op == Op::LoseHonor ||
                              e.op == Op::Draw || e.op == Op::TakeFavor || e.op == Op::Create ||
                              e.op == Op::DiscardClock || e.op == Op::GainPolitical ||
                              e.op == Op::DiscardFromHand || e.op == Op::DiscardRandom ||
                              e.op == Op::RecruitFromOutside || e.op == Op::Search || e.op == Op::FromDiscardToHand ||
                              e.op == Op::FirstBattleAction || e.op == Op::RemoveAllAbilities ||
                              e.op == Op::RemoveAbilities || e.op == Op::AdditionalActions ||
                              e.op == Op::DiscardHand || e.op == Op::ShowHand ||
                              e.op == Op::IncreaseHonorLosses || e.op == Op::LookAtTop ||
                              e.op == Op::ShowTopDraw || e.op == Op::BanishFromDiscard ||
                              e.op == Op::Choose;  // who chooses (default: you)
    // Negation and Province Strength act on the action or Province, not a card.
    const bool about_action = e.op == Op::NegateAction || e.op == Op::NegateFear || e.op == Op::RedirectTarget || e.op == Op::NegateAttacks ||
                              e.op == Op::ProvinceStrength || e.op == Op::AttackStrength ||
                              e.op == Op::RefillFaceUp || e.op == Op::CopyClock || e.op == Op::PlayTerrain ||
                              e.op == Op::PlaySelf || e.op == Op::NoMovePersonalities || e.op == Op::PlayKata ||
                              e.op == Op::FearDestroysBowed || e.op == Op::RevealOtherProvinces ||
                              e.op == Op::EndDuel || e.op == Op::NegateForce;
    e.subject = about_player ? Ref::You
                : about_action || e.op == Op::CopyAbility ? Ref::Self
                : e.op == Op::Duel ? Ref::ThisPersonality  // the challenger; the target is challenged
                                   : Ref::Target;
    if (e.op == Op::Draw || e.op == Op::Create || e.op == Op::DiscardClock ||
        e.op == Op::DiscardFromHand || e.op == Op::DiscardRandom)
      e.amount.value = 1;
    for (auto& [key, v] : j.items()) {
      const std::string p = path + "." + key;
      if (key == "op") continue;
      if (key == "card" || key == "player") {
        if (auto r = word(v, p, kRefs)) {
          e.subject = *r;
          // The Attacker, a target's controller: players, only for effects on players.
          if (player_only(*r) && !about_player) fail(p, "names a player, for effects on players");
        }
      } else if (key == "amount") {
        if (auto a = amount(v, p)) e.amount = *a;
      } else if (key == "until") {
        if (auto u = word(v, p, kUntil)) {
          e.until = *u;
          // Abilities that may not be used: this turn, or removed for good.
          if (e.op == Op::AbilitiesUnusable && *u == Until::EndOfBattle)
            fail(p, "must be end_of_turn or permanent for abilities_unusable");
        }
      } else if (key == "while_unbowed") {
        // "while your Samurai remains unbowed and in play": the card whose
        // bowing or leaving play ends the effect.
        auto r = word(v, p, kRefs);
        if (r && e.op != Op::CannotStraighten) fail(p, "is only for cannot_straighten");
        else if (r && *r != Ref::Self && *r != Ref::ThisPersonality && *r != Ref::Target && *r != Ref::Target2)
          fail(p, "must be self, this_personality, target or target2");
        else if (r)
          e.while_unbowed = *r;
      } else if (key == "if") {
        if (auto c = condition(v, p)) e.condition = *c;
      } else if (key == "each") {
        if (auto t = target(v, p)) e.each = t->filter;
      } else if (key == "unit") {
        e.unit = v.is_boolean() && v.get<bool>();
      } else if (key == "delay" && !nested) {
        static constexpr auto kDelays = std::to_array<std::pair<std::string_view, Delay>>({
            {"before_battle_resolves", Delay::BeforeBattleResolves},
            {"after_battle_resolves", Delay::AfterBattleResolves},
            {"after_battle_ends", Delay::AfterBattleEnds},
            {"after_attack_phase", Delay::AfterAttackPhase},
            {"before_turn_ends", Delay::BeforeTurnEnds},
            {"after_target_attacks_you", Delay::AfterTargetAttacksYou},
            {"after_target_attacks", Delay::AfterTargetAttacks},
            {"after_target_attacks_you_or_acts", Delay::AfterTargetAttacksYouOrActs},
            {"at_turn_end", Delay::AtTurnEnd},
        });
        if (auto d = word(v, p, kDelays)) e.delay = *d;
      } else if (key == "unpreventable") {
        e.unpreventable = v.is_boolean() && v.get<bool>();
      } else if (key == "not_movement" && e.op == Op::SwitchLocations) {
        // "This is not considered movement" (CR20F "Locations").
        if (v == true) e.not_movement = true;
        else fail(p, "must be true");
      } else if (key == "after_it_resolves" && !nested) {
        // Only an Interrupt's (checked with its ability).
        e.after_it_resolves = v.is_boolean() && v.get<bool>();
      } else if ((e.op == Op::Recruit || e.op == Op::Discard) && key == "refill_face_up") {
        e.refill_face_up = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::ProvinceStrength && key == "any_province") {
        e.any_province = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::ToProvince && key == "from_face_up") {
        // Op::ToProvince: only a Province holding a face-up card, which
        // alone is discarded.
        if (v == true) e.from_face_up = true;
        else fail(p, "must be true");
      } else if (e.op == Op::Recruit && key == "proclaim") {
        e.proclaim = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::Recruit && key == "ignore_honor_requirement") {
        e.ignore_honor_requirement = v.is_boolean() && v.get<bool>();
      } else if ((e.op == Op::Create || e.op == Op::RecruitFromOutside) && key == "creates") {
        if (v.is_string() && is_created_card_id(v.get<std::string>()) && !created_card_spec(v.get<std::string>()))
          fail(p, "is no created card's id: describe the card with \"created\" instead");
        else if (v.is_string() && !v.get<std::string>().empty()) e.creates = v.get<std::string>();
        else fail(p, "must be the id of the card to create");
      } else if (e.op == Op::Create && key == "created") {
        // CR20F "Created Cards": {"type": "Personality", "force": 2, "chi": 2,
        // "personal_honor": 2, "keywords": ["Samurai"], "clan": "Dragon"}.
        if (auto t = created_card(v, p)) e.creates = created_card_id(*t);
      } else if ((e.op == Op::RemoveAllAbilities || e.op == Op::RemoveAbilities) && key == "among") {
        if (auto t = target(v, p)) e.among = t->filter;
      } else if (e.op == Op::GiveTokens && key == "token") {
        // {"name": "Poison", "force": -1, "chi": -1}
        if (!v.is_object()) {
          fail(p, "must be an object such as {\"name\": \"Poison\", \"force\": -1, \"chi\": -1}");
          continue;
        }
        for (auto& [tk, tv] : v.items()) {
          const std::string q = p + "." + tk;
          if (tk == "name") {
            if (tv.is_string()) e.token.name = tv.get<std::string>();
            else fail(q, "must be a string");
          } else if (tk == "force" || tk == "chi" || tk == "personal_honor" || tk == "gold_production" ||
                     tk == "province_strength") {
            if (!tv.is_number_integer() || tv.get<int>() < -9 || tv.get<int>() > 9) {
              fail(q, "must be a whole number from -9 to 9");
              continue;
            }
            (tk == "force" ? e.token.force : tk == "chi" ? e.token.chi
                                           : tk == "personal_honor" ? e.token.personal_honor
                                           : tk == "gold_production" ? e.token.gold_production
                                                                     : e.token.province_strength) = tv.get<int>();
          } else {
            fail(q, "is not part of a token (name, force, chi, personal_honor, gold_production, province_strength)");
          }
        }
      } else if (e.op == Op::RemoveTokens && key == "token") {
        if (v.is_string() && !v.get<std::string>().empty()) e.token.name = v.get<std::string>();
        else fail(p, "must be the name of the tokens removed (absent: tokens of any name)");
      } else if (e.op == Op::NegateMove && key == "into_attacking_army") {
        e.into_attacking_army = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::FirstBattleAction && key == "from_unit") {
        e.from_unit = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::AdditionalActions && key == "same_target") {
        e.same_target = v.is_boolean() && v.get<bool>();
      } else if (e.op == Op::MoveToLocation && key == "destination") {
        if (v == "other_location") e.destination = Destination::OtherLocation;
        else if (v == "other_unresolved_battlefield") e.destination = Destination::OtherUnresolvedBattlefield;
        else if (v == "opposed_battlefield") e.destination = Destination::OpposedBattlefield;
        else fail(p, "must be other_location, other_unresolved_battlefield or opposed_battlefield");
      } else if (e.op == Op::IncreaseHonorLosses && key == "losses") {
        if (v.is_number_integer() && v.get<int>() >= 1 && v.get<int>() <= 9) e.losses = v.get<int>();
        else fail(p, "must be a whole number from 1 to 9 (how many Honor losses are increased)");
      } else if (e.op == Op::SwitchLocations && key == "with") {
        if (v == "target2") e.with = Ref::Target2;
        else if (v == "self") e.with = Ref::Self;
        else fail(p, "must be self (this Personality) or target2");
      } else if (e.op == Op::UntargetableFromUnit && key == "with") {
        // The card that may not be targeted: "this Shugenja".
        if (v == "this_personality") e.with = Ref::ThisPersonality;
        else if (v == "self") e.with = Ref::Self;
        else fail(p, "must be this_personality or self (the card actions may not target)");
      } else if (e.op == Op::MoveToBattlefield && key == "to_territory") {
        if (v.is_string() && !v.get<std::string>().empty()) e.to_territory = v.get<std::string>();
        else fail(p, "must be the id of the Territory whose battlefield the card moves to");
      } else if (e.op == Op::GiveKeyword && key == "keyword") {
        if (v.is_string() && (given_keyword_index(v.get<std::string>()) >= 0 ||
                              given_element_index(v.get<std::string>()) >= 0))
          e.keyword = v.get<std::string>();
        else fail(p, "must be a keyword with rules the engine knows (Cavalry, Conqueror, Naval...) or an element");
      } else if (e.op == Op::Choose && key == "only_possible") {
        // Only the lists that can do something are offered.
        if (v == true) e.only_possible = true;
        else fail(p, "must be true");
      } else if ((e.op == Op::Search || e.op == Op::Draw) && key == "may") {
        // Op::Draw: each of its players is asked whether to draw ("may draw").
        e.may = v.is_boolean() && v.get<bool>();
      } else if (key == "may" && j.contains("among")) {
        e.may = v.is_boolean() && v.get<bool>();
      } else if ((e.op == Op::Rehonor || e.op == Op::Dishonor || e.op == Op::Bow || e.op == Op::Straighten ||
                  e.op == Op::Destroy || (e.op == Op::Create && !nested)) &&
                 key == "among" && (!nested || e.op == Op::Bow)) {
        // "Rehonor one of your Personalities": the player picks one card in
        // play matching it as the effect resolves (no target). In a list of a
        // choose, only a bow, first in its list: "you may bow your Pearl
        // Strategy to ..." (the rest of the list only if it bowed).
        auto t = target(v, p);
        if (t && (t->filter.zone != Filter::Zone::InPlay || t->player || j.contains("card") || j.contains("each") ||
                  j.contains("unit") || j.contains("delay")))
          fail(p, "is one card in play the player picks: no card, each, unit or delay with it");
        else if (t)
          e.among = t->filter;
      } else if (e.op == Op::Search && key == "to_discard") {
        // "... and put it into your discard pile".
        if (v == true) e.to_discard = true;
        else fail(p, "must be true");
      } else if (e.op == Op::LookAtTop && key == "any_order") {
        if (v == true) e.any_order = true;
        else fail(p, "must be true");
      } else if ((e.op == Op::LookAtTop && (key == "to_hand" || key == "min_cards" || key == "max_cards")) ||
                 (e.op == Op::BanishFromDiscard && (key == "min_cards" || key == "max_cards"))) {
        // How many of the cards go to the hand, to the bottom, or are banished.
        if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 99) {
          fail(p, "must be a whole number from 0 to 99");
          continue;
        }
        (key == "to_hand" ? e.to_hand : key == "min_cards" ? e.min_cards : e.max_cards) =
            static_cast<std::int8_t>(v.get<int>());
      } else if (e.op == Op::FromDiscardToHand && key == "finds") {
        // Any card like this in the player's Fate discard pile.
        auto t = v.is_object() ? target(v, p) : std::nullopt;
        if (!t || t->filter.zone != Filter::Zone::Discard) fail(p, "must be target conditions with \"zone\": \"discard\"");
        else e.finds_any = t->filter;
      } else if (e.op == Op::Search && key == "finds") {
        if (v.is_string() && !v.get<std::string>().empty()) e.creates = v.get<std::string>();
        else if (v.is_object()) {
          // A search for any card like this, in the filter's zone.
          auto t = target(v, p);
          if (t && t->filter.zone != Filter::Zone::FateDeckOrDiscard && t->filter.zone != Filter::Zone::FateDeck)
            fail(p + ".zone", "a search looks in fate_deck_or_discard or fate_deck");
          else if (t) e.finds_any = t->filter;
        } else {
          fail(p, "must be the id of the card searched for, or what any card found must be");
        }
      } else if (e.op == Op::Search && key == "zone") {
        // "Search your discard pile, then deck, for <the card named>": the
        // card `finds` names, in the Fate discard pile and deck both.
        if (v != "fate_deck_or_discard" || !j.contains("finds") || !j["finds"].is_string()) {
          fail(p, "must be fate_deck_or_discard, with the id of the card searched for in finds");
        } else {
          Filter in_both;
          in_both.zone = Filter::Zone::FateDeckOrDiscard;
          e.finds_any = in_both;
        }
      } else if ((e.op == Op::AttackStrength || e.op == Op::NegateAttacks) && key == "attacks") {
        for (auto& w : strings(v, p))
          if (auto k = word(json(w), p, kAttackKinds)) e.attacks = static_cast<std::uint8_t>(e.attacks | *k);
      } else if (e.op == Op::Choose && key == "choices") {
        if (!v.is_array() || v.size() < 2) {
          fail(p, "must be a list of at least two lists of effects");
          continue;
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
          const std::string q = p + "[" + std::to_string(i) + "]";
          // An empty list is "do nothing": the choice is "you may ..." (one empty list at most).
          if (!v[i].is_array() || (v[i].empty() && std::any_of(e.choices.begin(), e.choices.end(),
                                                                [](const auto& c) { return c.empty(); }))) {
            fail(q, "must be a list of effects (one of the lists may be empty: do nothing)");
            continue;
          }
          std::vector<Effect> option;
          const bool in_choice = in_choice_;
          in_choice_ = true;  // a Fear of the list may say what follows its bowing
          for (std::size_t k = 0; k < v[i].size(); ++k)
            if (auto sub_effect = effect(v[i][k], q + "[" + std::to_string(k) + "]", true)) {
              // Its place is asked once the list's other effects are done.
              if (sub_effect->op == Op::MoveToLocation && k + 1 != v[i].size())
                fail(q + "[" + std::to_string(k) + "]", "move_to_location must be the last effect of its list");
              else if (sub_effect->op == Op::Bow && sub_effect->among && (k != 0 || v[i].size() < 2))
                fail(q + "[" + std::to_string(k) + "]",
                     "bow with among must be the first effect of a list with more");
              else
                option.push_back(*sub_effect);
            }
          in_choice_ = in_choice;
          e.choices.push_back(std::move(option));
        }
      } else if ((e.op == Op::MoveHome || e.op == Op::MoveToBattlefield || e.op == Op::SwitchLocations ||
                  e.op == Op::MoveToLocation) &&
                 key == "as_moves" && (!nested || in_refusal_ || in_choice_)) {
        // "Straighten his unit as he moves": effects on the moved card (no
        // "card" of their own) or on a player, only if the move happens.
        if (!v.is_array() || v.empty()) {
          fail(p, "must be a list of effects that happen as the card moves");
          continue;
        }
        const bool refusal = in_refusal_, choice = in_choice_;
        in_refusal_ = in_choice_ = false;  // no rider of a rider
        for (std::size_t k = 0; k < v.size(); ++k) {
          const std::string q = p + "[" + std::to_string(k) + "]";
          auto sub = effect(v[k], q, true);
          if (!sub) continue;
          const bool on_card = sub->op == Op::Bow || sub->op == Op::Straighten;
          const bool on_player = sub->op == Op::GainHonor || sub->op == Op::LoseHonor || sub->op == Op::Draw ||
                                 sub->op == Op::DiscardRandom;
          if ((!on_card && !on_player) || sub->each || (on_card && v[k].contains("card"))) {
            fail(q, "as the card moves: bow or straighten it (or its unit), or a player gains, loses Honor, "
                    "draws or discards at random");
            continue;
          }
          e.as_moves.push_back(*sub);
        }
        in_refusal_ = refusal;
        in_choice_ = choice;
      } else if ((e.op == Op::RangedAttack || e.op == Op::MeleeAttack) && key == "after_destroys" && !nested) {
        // "After this destroys a card, gain 1 Honor": effects that happen
        // only if this attack destroys its target (kept as after_bows is).
        if (!v.is_array() || v.empty()) {
          fail(p, "must be a list of effects that happen after this attack destroys the card");
          continue;
        }
        for (std::size_t k = 0; k < v.size(); ++k) {
          const std::string q = p + "[" + std::to_string(k) + "]";
          auto sub = effect(v[k], q, true);
          if (!sub) continue;
          static constexpr Op kSimple[] = {Op::Force, Op::Chi,  Op::PersonalHonor, Op::Bow,      Op::Straighten,
                                           Op::Dishonor, Op::GainHonor, Op::LoseHonor, Op::Draw};
          if (std::find(std::begin(kSimple), std::end(kSimple), sub->op) == std::end(kSimple) ||
              sub->delay != Delay::None || sub->after_it_resolves || sub->subject == Ref::Target ||
              sub->subject == Ref::Target2) {
            fail(q, "after this destroys the card: force, chi, personal_honor, bow, straighten, dishonor, "
                    "gain_honor, lose_honor or draw, not on a target");
            continue;
          }
          e.after_bows.push_back(*sub);
        }
      } else if (e.op == Op::Fear && key == "after_bows" && (!nested || in_choice_)) {
        // "After this bows the target, give this Personality +1F": effects
        // that happen only if this Fear bows the card (none that ask).
        if (!v.is_array() || v.empty()) {
          fail(p, "must be a list of effects that happen after this Fear bows the card");
          continue;
        }
        const bool in_choice = in_choice_;
        in_choice_ = false;  // no rider of a rider
        struct Restore {
          bool& flag;
          bool value;
          ~Restore() { flag = value; }
        } restore{in_choice_, in_choice};
        for (std::size_t k = 0; k < v.size(); ++k) {
          const std::string q = p + "[" + std::to_string(k) + "]";
          auto sub = effect(v[k], q, true);
          if (!sub) continue;
          static constexpr Op kSimple[] = {Op::Force,     Op::Chi,      Op::PersonalHonor, Op::Bow,
                                           Op::Straighten, Op::Destroy, Op::Dishonor,      Op::GainHonor,
                                           Op::LoseHonor, Op::Draw,     Op::GiveTokens};
          if (std::find(std::begin(kSimple), std::end(kSimple), sub->op) == std::end(kSimple) ||
              sub->delay != Delay::None || sub->after_it_resolves) {
            fail(q, "after this bows the card: force, chi, personal_honor, bow, straighten, destroy, dishonor, "
                    "gain_honor, lose_honor, draw or give_tokens");
            continue;
          }
          e.after_bows.push_back(*sub);
        }
      } else if (e.op == Op::Duel && key == "refused" && !nested) {
        // A refusal's consequences: "if he refuses, bow him", say.
        if (!v.is_array() || v.empty()) {
          fail(p, "must be a list of effects that happen if the challenge is refused");
          continue;
        }
        in_refusal_ = true;
        for (std::size_t k = 0; k < v.size(); ++k)
          if (auto sub = effect(v[k], p + "[" + std::to_string(k) + "]", true)) e.refused.push_back(*sub);
        in_refusal_ = false;
      } else if (e.op == Op::Duel && key == "stat") {
        if (v == "force") e.duel.force = true;
        else if (v == "personal_honor") e.duel.personal_honor = true;
        else if (v != "chi") fail(p, "must be chi, force or personal_honor");
      } else if (e.op == Op::Duel && key == "refusable") {
        e.duel.refusable = (v.is_boolean() && v.get<bool>()) || v == "if_unbowed";
        e.duel.refusable_if_unbowed = v == "if_unbowed";
        if (!v.is_boolean() && v != "if_unbowed") fail(p, "must be true, false or if_unbowed");
      } else if (e.op == Op::Duel && (key == "reverse" || key == "must_focus")) {
        if (!v.is_boolean()) fail(p, "must be true or false");
        else (key == "reverse" ? e.duel.reverse : e.duel.must_focus) = v.get<bool>();
      } else if (e.op == Op::Duel && key == "loser") {
        if (v == "destroy") e.duel.loser = DuelSpec::Loser::Destroy;
        else if (v == "bow") e.duel.loser = DuelSpec::Loser::Bow;
        else if (v == "dishonor") e.duel.loser = DuelSpec::Loser::Dishonor;
        else if (v == "none") e.duel.loser = DuelSpec::Loser::None;
        else fail(p, "must be destroy, bow, dishonor or none");
      } else if (e.op == Op::Duel && (key == "winner_honor" || key == "refuse_honor")) {
        if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 20)
          fail(p, "must be a whole number from 0 to 20");
        else
          (key == "winner_honor" ? e.duel.winner_honor : e.duel.refuse_honor) = v.get<int>();
      } else {
        fail(p, "is not part of an effect (op, card, player, amount, until, if, each, unit; "
                "duels: stat, refusable, refused, loser, winner_honor, refuse_honor, reverse, must_focus; choose: choices, only_possible; "
                "move_home, move_to_battlefield, move_to_location, switch_locations: as_moves; fear: after_bows; "
                "move_to_location: destination; switch_locations: with, not_movement; "
                "create: creates or created; search: finds, may, zone, to_discard; "
                "look_at_top: to_hand, min_cards, max_cards, any_order; banish_from_discard: min_cards, max_cards; attack_strength, negate_attacks: attacks; move_to_battlefield: to_territory; remove_abilities, bow, straighten, destroy, dishonor, rehonor, create: among; additional_actions: same_target; negate_move: into_attacking_army; first_battle_action: from_unit; "
                "give_tokens, remove_tokens: token; give_keyword: keyword)");
      }
    }
    if (e.subject == Ref::ProvinceHere && e.op != Op::GiveTokens && e.op != Op::RemoveTokens) {
      fail(path + ".card", "province: only tokens are given to or removed from a Province");
      return std::nullopt;
    }
    if (e.op == Op::GiveTokens || e.op == Op::RemoveTokens) {
      if (!j.contains("amount")) e.amount.value = 1;
      if (e.op == Op::RemoveTokens && !j.contains("token")) e.any_token = true;
      if (e.op == Op::GiveTokens && !j.contains("token")) {
        fail(path + ".token", "is missing: say which token is given, e.g. {\"force\": 1}");
        return std::nullopt;
      }
    }
    if ((e.op == Op::Create || e.op == Op::RecruitFromOutside) && e.creates.empty()) {
      fail(path + ".creates", "is missing: say which card is created (creates), or describe it (created)");
      return std::nullopt;
    }
    if (e.op == Op::GiveKeyword && e.keyword.empty()) {
      fail(path + ".keyword", "is missing: say which keyword is given");
      return std::nullopt;
    }
    if (e.op == Op::FromDiscardToHand && !e.finds_any) fail(path + ".finds", "is missing: say which card is taken");
    if ((e.op == Op::LookAtTop || e.op == Op::BanishFromDiscard) && e.min_cards > e.max_cards) {
      fail(path + ".min_cards", "must not be more than max_cards");
      return std::nullopt;
    }
    if (e.op == Op::LookAtTop && !j.contains("amount")) {
      fail(path + ".amount", "is missing: say how many cards are looked at");
      return std::nullopt;
    }
    if (e.op == Op::ShowTopDraw && !j.contains("amount")) {
      fail(path + ".amount", "is missing: the Focus Value the shown card must be lower than to be drawn");
      return std::nullopt;
    }
    if (e.op == Op::BanishFromDiscard && e.max_cards < 1) {
      fail(path + ".max_cards", "is missing: say how many cards may be banished");
      return std::nullopt;
    }
    if (e.to_discard && (!e.finds_any || e.finds_any->zone != Filter::Zone::FateDeck)) {
      fail(path + ".to_discard", "is for a search of the Fate deck alone (finds with \"zone\": \"fate_deck\")");
      return std::nullopt;
    }
    if (e.op == Op::Search && e.creates.empty() && !e.finds_any) {
      fail(path + ".finds", "is missing: say which card is searched for");
      return std::nullopt;
    }
    if (!e.refused.empty() && !e.duel.refusable) {
      fail(path + ".refused", "needs \"refusable\": true (only a challenge that may be refused is refused)");
      return std::nullopt;
    }
    if ((e.op == Op::AttackStrength || e.op == Op::NegateAttacks) && !e.attacks) {
      fail(path + ".attacks", "is missing: say which attacks (fear, melee, ranged) it changes");
      return std::nullopt;
    }
    if (nested && (e.op == Op::Duel || e.op == Op::Choose)) {
      fail(path + ".op", "a choice's effects cannot be duels or further choices");
      return std::nullopt;
    }
    if (e.op == Op::Choose && e.choices.size() < 2) {
      fail(path + ".choices", "is missing: a choice needs at least two lists of effects");
      return std::nullopt;
    }
    // "Create a 1F Follower and attach it to a Personality": the
    // Personality is picked as the effect resolves, for a created Follower
    // alone (a Personality enters play at home or in the army).
    if (e.op == Op::Create && e.among) {
      const auto spec = created_card_spec(e.creates);
      if (!spec || spec->type != CardType::Follower || j.contains("amount") || j.contains("player")) {
        fail(path + ".among", "is the Personality a created Follower attaches to (one Follower, created)");
        return std::nullopt;
      }
    }
    // A card the player picks as it resolves: no target of the ability.
    if (e.among && e.op != Op::RemoveAllAbilities && e.op != Op::RemoveAbilities) e.subject = Ref::Self;
    return e;
  }

  std::optional<Cost> cost(const json& j, const std::string& path) {
    if (!j.is_object() || j.size() != 1) {
      fail(path, "must be one cost, e.g. {\"bow\": \"self\"} or {\"gold\": 2}");
      return std::nullopt;
    }
    const std::string key = j.begin().key();
    const json& v = j.begin().value();
    const std::string p = path + "." + key;
    Cost c;
    if ((key == "bow" || key == "destroy") && v.is_object()) {
      // One of the player's other cards, chosen as he pays.
      auto t = target(v, p);
      if (!t) return std::nullopt;
      if (t->filter.controller == Filter::Side::Enemy || t->filter.controller == Filter::Side::Other) {
        fail(p + ".controller", "a cost is paid with the player's own cards");
        return std::nullopt;
      }
      c.kind = key == "bow" ? CostKind::BowCard : CostKind::DestroyCard;
      c.card = t->filter;
      c.card->controller = Filter::Side::You;
      c.card->not_self = true;
      if (key == "bow") c.card->bowed = Filter::Tri::No;
    } else if (key == "bow") {
      if (v == "self") c.kind = CostKind::BowSelf;
      else if (v == "this_personality") c.kind = CostKind::BowThisPersonality;
      else if (v == "your_stronghold") c.kind = CostKind::BowStronghold;
      else {
        fail(p, "must be self, this_personality, your_stronghold or target conditions (one of your cards)");
        return std::nullopt;
      }
    } else if (key == "destroy" && v == "self") {
      c.kind = CostKind::DestroySelf;
    } else if (key == "discard" && v.is_array()) {
      // One card from the hand of one of these kinds ("a Kiho or a Spell"):
      // its types and keywords only, read as the card is in the hand.
      if (v.empty()) {
        fail(p, "must list the kinds of card that may be discarded");
        return std::nullopt;
      }
      c.kind = CostKind::DiscardCard;
      c.amount = 1;
      for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string pi = p + "[" + std::to_string(i) + "]";
        if (!v[i].is_object() || v[i].empty()) {
          fail(pi, "must be card conditions such as {\"type\": [\"Spell\"]}");
          return std::nullopt;
        }
        for (auto& [k, unused] : v[i].items())
          if (k != "type" && k != "keywords" && k != "any_keywords" && k != "not_keywords") {
            fail(pi + "." + k, "a discarded card's kind is its type and keywords only");
            return std::nullopt;
          }
        auto t = target(v[i], pi);
        if (!t) return std::nullopt;
        c.kinds.push_back(t->filter);
      }
    } else if (key == "gold" || key == "discard" || key == "lose_honor") {
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(p, "must be a whole number from 1 to 20");
        return std::nullopt;
      }
      c.kind = key == "gold" ? CostKind::Gold
               : key == "discard" ? CostKind::DiscardCard
                                  : CostKind::LoseHonor;
      c.amount = v.get<int>();
    } else if (key == "gold_up_to") {
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(p, "must be a whole number from 1 to 20 (the most Gold that may be paid)");
        return std::nullopt;
      }
      c.kind = CostKind::GoldUpTo;
      c.amount = v.get<int>();
    } else if (key == "bow_or_gold") {
      // ":bow: or :gN:" (CR20F "Costs"): bow this card or pay N Gold.
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(p, "must be a whole number from 1 to 20 (the Gold paid instead of bowing)");
        return std::nullopt;
      }
      c.kind = CostKind::BowSelf;
      c.amount = v.get<int>();
    } else if (key == "gold_any" && v == true) {
      // ":X:" (keywords.md "Onyx icons"): any amount of Gold from 0, chosen
      // when paying; a GoldUpTo with no upper amount.
      c.kind = CostKind::GoldUpTo;
      c.amount = 0;
    } else if (key == "discard_favor") {
      c.kind = CostKind::DiscardFavor;
    } else if (key == "gold_of_recruit" && v == true) {
      c.kind = CostKind::GoldOfRecruit;
    } else if (key == "discard_hand" && v == true) {
      c.kind = CostKind::DiscardHand;  // "discard your hand (even if empty)"
    } else if (key == "remove_token") {
      // "Destroy a Void token on this card": its name, or true for any token.
      c.kind = CostKind::RemoveToken;
      c.amount = 1;
      if (v.is_string() && !v.get<std::string>().empty()) c.token = v.get<std::string>();
      else if (v != true) {
        fail(p, "must be the token's name, such as \"Madness\", or true (any token)");
        return std::nullopt;
      }
    } else if (key == "political_per_rank") {
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(p, "must be a whole number from 1 to 20 (tokens per Rokugani player)");
        return std::nullopt;
      }
      c.kind = CostKind::PoliticalPerRank;
      c.amount = v.get<int>();
    } else {
      fail(p, "is not a cost (bow, bow_or_gold, gold, gold_up_to, gold_any, gold_of_recruit, discard, lose_honor, destroy (self or target "
              "conditions), discard_favor, political_per_rank, remove_token, discard_hand)");
      return std::nullopt;
    }
    return c;
  }

  std::optional<Ability> ability(const json& j, const std::string& path) {
    if (!j.is_object()) {
      fail(path, "must be an object");
      return std::nullopt;
    }
    Ability a;
    bool ok = true;
    for (auto& [key, v] : j.items()) {
      const std::string p = path + "." + key;
      if (key == "designator") {
        for (auto& s : strings(v, p)) {
          if (auto d = lookup(kDesignators, s))
            a.designators = static_cast<std::uint8_t>(a.designators | *d);
          else {
            fail(p, "unknown designator '" + s + "'; use one of: " + choices(kDesignators));
            ok = false;
          }
        }
      } else if (key == "keywords") {
        for (auto& s : strings(v, p)) {
          if (auto k = lookup(kAbilityKws, s))
            a.keywords = static_cast<std::uint8_t>(a.keywords | *k);
          else
            a.descriptive.push_back(s);
        }
      } else if (key == "costs" || key == "targets" || key == "effects") {
        if (!v.is_array()) {
          fail(p, "must be a list");
          ok = false;
          continue;
        }
        for (std::size_t i = 0; i < v.size(); ++i) {
          const std::string q = p + "[" + std::to_string(i) + "]";
          if (key == "costs") {
            if (auto c = cost(v[i], q)) a.costs.push_back(*c); else ok = false;
          } else if (key == "targets") {
            if (auto t = target(v[i], q)) a.targets.push_back(*t); else ok = false;
          } else if (auto e = effect(v[i], q)) {
            if (e->op == Op::EndDuel) {
              fail(q, "end_duel is a Focus Effect's only");
              ok = false;
            }
            a.effects.push_back(*e);
          } else {
            ok = false;
          }
        }
        // bow_or_gold's Gold is checked alone (Good Faith): no other Gold cost.
        if (key == "costs" &&
            std::any_of(a.costs.begin(), a.costs.end(),
                        [](const Cost& c) { return c.kind == CostKind::BowSelf && c.amount > 0; }) &&
            std::any_of(a.costs.begin(), a.costs.end(), [](const Cost& c) {
              return c.kind == CostKind::Gold || c.kind == CostKind::GoldUpTo || c.kind == CostKind::GoldOfRecruit;
            })) {
          fail(p, "bow_or_gold goes with no other Gold cost");
          ok = false;
        }
      } else if (key == "each_player") {
        a.each_player = v.is_boolean() && v.get<bool>();
      } else if (key == "unpreventable") {
        a.unpreventable = v.is_boolean() && v.get<bool>();
      } else if (key == "per_turn") {
        if (auto n = amount(v, p)) a.per_turn = *n; else ok = false;
      } else if (key == "interrupting") {
        if (auto c = condition(v, p)) {
          if (c->subject != Ref::InterruptedCard && c->subject != Ref::InterruptedTarget &&
              c->subject != Ref::InterruptedTargets) {
            fail(p + ".card", "must be interrupted_card, interrupted_target or interrupted_targets");
            ok = false;
          } else {
            a.interrupting = *c;
          }
        } else {
          ok = false;
        }
      } else if (key == "threat") {
        if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 12) {
          fail(p, "must be a Threat Level from 1 to 12");
          ok = false;
        } else {
          a.threat = static_cast<std::uint8_t>(v.get<int>());
        }
      } else if (key == "play_from_hand" || key == "discard_to_use") {
        (key == "play_from_hand" ? a.play_from_hand : a.discard_to_use) = v.is_boolean() && v.get<bool>();
      } else if (key == "interrupts_keyword") {
        if (v.is_string() && !v.get<std::string>().empty()) {
          a.interrupts_keyword = v.get<std::string>();
        } else {
          fail(p, "must be a keyword, such as \"Political\"");
          ok = false;
        }
      } else if (key == "interrupts_own_entry") {
        a.interrupts_own_entry = v.is_boolean() && v.get<bool>();
      } else if (key == "interrupts_attacks") {
        for (auto& s : strings(v, p)) {
          if (auto k = word(json(s), p, kAttackKinds)) a.interrupts_attacks = static_cast<std::uint8_t>(a.interrupts_attacks | *k);
          else ok = false;
        }
      } else if (key == "interrupts") {
        for (auto& s : strings(v, p)) {
          if (auto d = lookup(kDesignators, s))
            a.interrupts = static_cast<std::uint8_t>(a.interrupts | *d);
          else {
            fail(p, "unknown designator '" + s + "'; use one of: " + choices(kDesignators));
            ok = false;
          }
        }
      } else if (key == "if" && v.is_object()) {
        // An "If" that starts the effects (a condition object).
        if (auto c = condition(v, p)) a.condition = *c; else ok = false;
      } else if (key == "if") {
        if (v == "your_turn") a.requires_your_turn = true;
        else if (v == "not_your_turn") a.requires_not_your_turn = true;
        else if (v == "no_terrain_here") a.requires_no_terrain_here = true;
        else if (v == "your_action") a.requires_your_action = true;
        else if (v == "another_players_action") a.requires_others_action = true;
        else {
          fail(p, "must be your_turn, not_your_turn, no_terrain_here, your_action, another_players_action or a "
                  "condition object");
          ok = false;
        }
      } else {
        fail(p, "is not part of an ability (designator, keywords, costs, targets, effects, if, threat, "
                "each_player, per_turn, interrupting, interrupts, interrupts_attacks, interrupts_keyword, interrupts_own_entry, unpreventable, condition, play_from_hand, "
                "discard_to_use)");
        ok = false;
      }
    }
    if (!a.designators) {
      fail(path + ".designator", "is missing");
      ok = false;
    }
    if (a.effects.empty()) {
      fail(path + ".effects", "is missing: an ability must do something");
      ok = false;
    }
    if (a.targets.size() > 2) {
      fail(path + ".targets", "at most two targets (target, target2)");
      ok = false;
    }
    if ((a.interrupts || a.interrupts_attacks) && !(a.designators & kInterrupt)) {
      fail(path + ".interrupts", "only an Interrupt interrupts an action");
      ok = false;
    }
    const bool plays = std::any_of(a.effects.begin(), a.effects.end(), [](const Effect& e) { return e.op == Op::PlaySelf; });
    if (plays != a.play_from_hand) {
      fail(path + ".play_from_hand", "a play ability (play_from_hand) and a play_self effect go together");
        ok = false;
      }
    if (std::any_of(a.costs.begin(), a.costs.end(), [](const Cost& c) { return c.kind == CostKind::GoldOfRecruit; })) {
      bool recruits = false;
      for (const Effect& e : a.effects) {
        recruits = recruits || e.op == Op::Recruit;
        for (const auto& choice : e.choices)
          for (const Effect& sub : choice) recruits = recruits || sub.op == Op::Recruit;
      }
      if (!recruits) {
        fail(path + ".costs", "gold_of_recruit: only an ability that Recruits pays the Recruited card's cost");
        ok = false;
      }
    }
    if (a.condition && a.condition->subject != Ref::You && a.condition->subject != Ref::Self &&
        a.condition->subject != Ref::ThisPersonality && a.condition->subject != Ref::Target &&
        a.condition->subject != Ref::YourStronghold && !a.condition->family_honor) {
      fail(path + ".if", "a condition that starts the effects is about you, this card, its Personality, your "
                         "Stronghold or the target");
      ok = false;
    }
    if (a.condition && a.condition->subject == Ref::Target && a.targets.empty()) {
      fail(path + ".if", "is about the target, but the ability has no target");
      ok = false;
    }
    if (a.interrupting && !(a.designators & kInterrupt)) {
      fail(path + ".interrupting", "only an Interrupt interrupts an action");
      ok = false;
    }
    if (a.requires_others_action && a.designators != kInterrupt) {
      fail(path + ".if", "another_players_action: only an Interrupt is used to another action");
      ok = false;
    }
    if (a.requires_your_action && a.designators != kInterrupt) {
      fail(path + ".if", "your_action: only an Interrupt is used to another action");
      ok = false;
    }
    for (const Effect& e : a.effects) {
      if (e.op == Op::RedirectTarget && (!(a.designators & kInterrupt) || a.targets.empty() || a.targets[0].player)) {
        fail(path + ".effects", "redirect_target: an Interrupt's effect, whose first target (a card) is the new target");
        ok = false;
      }
      if (e.op == Op::SwitchLocations && ((e.subject != Ref::Target && e.subject != Ref::Target2) || e.each || e.unit)) {
        fail(path + ".effects", "switch_locations: a target Personality trades locations with this one");
        ok = false;
      }
      if (e.op == Op::SwitchLocations && e.with == Ref::Target2 && (e.subject != Ref::Target || a.targets.size() < 2)) {
        fail(path + ".effects", "switch_locations with target2: the first target trades locations with the second");
        ok = false;
      }
      if (e.op == Op::Choose && e.only_possible && e.delay != Delay::None) {
        fail(path + ".effects", "only_possible: not in a delayed choice");
        ok = false;
      }
      if ((e.op == Op::Choose && e.delay != Delay::None &&
           std::any_of(e.choices.begin(), e.choices.end(),
                       [](const auto& c) { return !c.empty() && c[0].op == Op::Bow && c[0].among; }))) {
        fail(path + ".effects", "bow with among: only the first effect of a list of a choose (not delayed)");
        ok = false;
      }
      if (e.op == Op::MoveToLocation &&
          ((e.subject != Ref::Target && e.subject != Ref::Target2 && e.subject != Ref::Self) || e.each || e.unit ||
           e.delay != Delay::None ||
           e.after_it_resolves)) {
        fail(path + ".effects", "move_to_location: a target Personality (or this one, self), moved as the action resolves");
        ok = false;
      }
      if (e.op == Op::CopyAbility && (a.targets.empty() || a.targets[0].player)) {
        fail(path + ".effects", "copy_ability copies from the ability's first target, a card");
        ok = false;
      }
      if (e.delay != Delay::None && ((e.op == Op::Choose && e.delay != Delay::AtTurnEnd) || e.op == Op::Duel ||
                                     e.after_it_resolves)) {
        fail(path + ".effects",
             "delay: a duel or an effect after an interrupted action cannot wait, a choice only for at_turn_end");
        ok = false;
      }
      if ((e.op == Op::NegateBow || e.op == Op::NegateDestroy || e.op == Op::NegateForce) &&
          a.designators != kInterrupt) {
        fail(path + ".effects", "negate_bow, negate_destroy, negate_force: only an Interrupt's (the interrupted action's effects)");
        ok = false;
      }
      if (e.op == Op::NegateMove && a.designators != kInterrupt) {
        fail(path + ".effects", "negate_move: only an Interrupt's (the interrupted action's movement)");
        ok = false;
      }
      if (e.op == Op::SwitchLocations && e.not_movement && !e.as_moves.empty()) {
        fail(path + ".effects", "not_movement: nothing happens as they move (they do not move)");
        ok = false;
      }
      if (e.unpreventable && e.op != Op::MoveHome && e.op != Op::MoveToBattlefield) {
        fail(path + ".effects", "unpreventable: only a move (move_home, move_to_battlefield) says so");
        ok = false;
      }
      if (e.after_it_resolves && (a.designators != kInterrupt || e.op == Op::Choose || e.op == Op::Duel)) {
        fail(path + ".effects", "after_it_resolves: only an Interrupt's effect (not a choice or a duel) waits for the "
                                "action it interrupts");
        ok = false;
      }
    }
    if (a.interrupts_own_entry && (a.designators != kInterrupt || std::any_of(a.costs.begin(), a.costs.end(), [](const Cost& c) {
          return c.kind == CostKind::BowSelf || c.kind == CostKind::BowThisPersonality;
        }))) {
      fail(path + ".interrupts_own_entry", "only an Interrupt without a bow cost of its own card");
      ok = false;
    }
    if (!a.interrupts_keyword.empty() && a.designators != kInterrupt) {
      fail(path + ".interrupts_keyword", "only an Interrupt's");
      ok = false;
    }
    // Ranged and Melee Attacks and Fear target "a Follower or a Personality
    // without Followers in the current enemy army" (CR20F Ranged Attack, Fear)
    // unless the card says otherwise.
    for (const Effect& e : a.effects)
      if ((e.op == Op::RangedAttack || e.op == Op::MeleeAttack || e.op == Op::Fear) &&
          a.targets.empty()) {
        TargetSpec t;
        t.filter.attack_target = true;
        t.filter.controller = Filter::Side::Enemy;
        t.filter.location = Filter::Where::CurrentBattlefield;
        a.targets.push_back(t);
      }
    // Which attacks are made on each target (a trait may widen what one
    // kind may target: the Hour of the Boar's Fear; or forbid it, for any
    // attack target: an untargetable trait).
    // An attack made only "if it is a legal target" (its `if` on its own
    // card, with attack_target): the condition checks the attack's kinds,
    // and the target, chosen for other effects, need not be legal for it.
    auto attack_kind = [](Op op) -> std::uint8_t {
      return op == Op::Fear ? kFearAttack : op == Op::MeleeAttack ? kMeleeAttack : op == Op::RangedAttack ? kRangedAttack : 0;
    };
    auto if_legal = [&](const Effect& e) {
      return attack_kind(e.op) && e.condition && e.condition->subject == e.subject && e.condition->filter.attack_target;
    };
    std::function<void(Effect&)> mark_legal = [&](Effect& e) {
      if (if_legal(e))
        e.condition->filter.attack_kinds = static_cast<std::uint8_t>(e.condition->filter.attack_kinds | attack_kind(e.op));
      for (auto& choice : e.choices)
        for (Effect& sub : choice) mark_legal(sub);
    };
    for (Effect& e : a.effects) mark_legal(e);
    for (std::size_t ti = 0; ti < a.targets.size() && ti < 2; ++ti) {
      const Ref want = ti == 0 ? Ref::Target : Ref::Target2;
      std::function<void(const Effect&)> mark = [&](const Effect& e) {
        if (e.subject == want && !if_legal(e)) {
          std::uint8_t& k = a.targets[ti].filter.attack_kinds;
          if (e.op == Op::Fear) k = static_cast<std::uint8_t>(k | kFearAttack);
          if (e.op == Op::MeleeAttack) k = static_cast<std::uint8_t>(k | kMeleeAttack);
          if (e.op == Op::RangedAttack) k = static_cast<std::uint8_t>(k | kRangedAttack);
        }
        for (const auto& choice : e.choices)
          for (const Effect& sub : choice) mark(sub);
      };
      for (const Effect& e : a.effects) mark(e);
    }
    // Every effect, including those inside a choice, may only name targets
    // the ability has.
    std::function<void(const Effect&, const std::string&)> check_refs = [&](const Effect& e,
                                                                            const std::string& where) {
      if (e.op == Op::Duel && a.targets.empty()) {
        fail(where, "a duel needs a target to challenge");
        ok = false;
      }
      // "Your target Personality challenges another player's target
      // Personality": the first target challenges the second.
      if (e.op == Op::Duel && e.subject == Ref::Target && a.targets.size() < 2) {
        fail(where, "a duel the target issues needs a second target to challenge");
        ok = false;
      }
      if (e.op == Op::Duel && e.subject != Ref::Target && e.subject != Ref::Self && e.subject != Ref::ThisPersonality) {
        fail(where + ".card", "the challenger is self, this_personality or target");
        ok = false;
      }
      for (std::size_t k = 0; k < e.refused.size(); ++k) check_refs(e.refused[k], where + ".refused[" + std::to_string(k) + "]");
      for (std::size_t k = 0; k < e.after_bows.size(); ++k)
        check_refs(e.after_bows[k], where + ".after_bows[" + std::to_string(k) + "]");
      for (const Effect& sub : e.as_moves)
        if (sub.subject == Ref::TargetController || sub.subject == Ref::Target2Controller ||
            sub.subject == Ref::TargetPlayer)
          check_refs(sub, where + ".as_moves");
      for (std::size_t c = 0; c < e.choices.size(); ++c)
        for (std::size_t k = 0; k < e.choices[c].size(); ++k)
          check_refs(e.choices[c][k], where + ".choices[" + std::to_string(c) + "][" + std::to_string(k) + "]");
      if (e.each || e.op == Op::Choose || (e.op == Op::Bow && e.among)) return;  // no target of its own
      const Ref r = e.subject;
      const std::size_t needed = r == Ref::Target || r == Ref::TargetController     ? 1
                                 : r == Ref::Target2 || r == Ref::Target2Controller ? 2
                                                                                    : 0;
      if (a.targets.size() < needed) {
        fail(where, "refers to a target the ability does not have");
        ok = false;
      }
      const bool has_player_target =
          std::any_of(a.targets.begin(), a.targets.end(), [](const TargetSpec& t) { return t.player; });
      if (r == Ref::TargetPlayer && !has_player_target) {
        fail(where, "refers to a target player, but the ability targets no player");
        ok = false;
      }
    };
    for (std::size_t i = 0; i < a.effects.size(); ++i)
      check_refs(a.effects[i], path + ".effects[" + std::to_string(i) + "]");
    if (!ok) return std::nullopt;
    return a;
  }

 private:
  const Fail& fail_;
};

}  // namespace

std::vector<Ability> parse_abilities(const json& j, const Fail& fail) {
  std::vector<Ability> out;
  Reader r(fail);
  if (!j.is_array()) {
    fail("abilities", "must be a list");
    return out;
  }
  for (std::size_t i = 0; i < j.size(); ++i)
    if (auto a = r.ability(j[i], "abilities[" + std::to_string(i) + "]")) out.push_back(*a);
  return out;
}

// Every key a trait may have (docs/abilities.md, "Traits").
constexpr auto kTraitKeys = std::to_array<std::string_view>({
      "stat", "amount", "card", "keyword", "while", "threat", "rank", "each", "duel_stat", "strength", "attacks",
      "own_attacks", "enemy_attacks", "from_this_unit", "from_cards", "fear_destroys", "attacks_bow", "player_may",
      "blank_territories", "refills_province_face_up", "first_discount", "hand_size", "enters_play_unbowed",
      "refuses_attach", "negates_fear", "minimum", "fear_may_target_with_followers", "negates_first_move_out",
      "unstoppable_unpreventable", "cannot_be_destroyed", "hand_protected", "negates_mass_force_penalties",
      "province_strength", "first_turn_gold_production", "lobby_bonus", "proclaim_discount", "destroyed_instead",
      "prevents_dishonor", "equip_discount", "recruit_discount", "this_province_strength", "deck_min_holdings",
      "no_enlightenment", "two_weapons", "one_weapon", "untargetable", "enters_play_bowed", "equip_from_discard",
      "cannot_defend", "destroyed_while", "once_per_game_gold", "attach_discount", "per", "per_max",
      "enters_play_only_if", "first_dynasty_refill_face_up", "discipline", "spared_by_battle_resolution",
      "proclaim_gain", "never_refuses_challenges", "opponent_first_focus_face_up", "honor_victory_shift",
});

std::vector<Trait> parse_traits(const json& j, const Fail& fail) {
  std::vector<Trait> out;
  Reader r(fail);
  if (!j.is_array()) {
    fail("traits", "must be a list");
    return out;
  }
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string path = "traits[" + std::to_string(i) + "]";
    const json& t = j[i];
    if (!t.is_object()) {
      fail(path, "must be an object");
      continue;
    }
    Trait tr;
    if (t.contains("keyword")) {
      if (t["keyword"] == "Destined" && t.contains("each")) {
        tr.kind = Trait::Kind::Destined;
      } else if (!t["keyword"].is_string() || !is_granted_keyword(t["keyword"].get<std::string>()) ||
                 (t.contains("while") && t.contains("each"))) {
        // Cards have one each of them; "while" with "each" is not read yet.
        fail(path + ".keyword", "must be a keyword such as Cavalry or Tactician (not both each and while), "
                                "or Destined with \"each\"");
        continue;
      } else {
        tr.kind = Trait::Kind::Keyword;
        tr.keyword = t["keyword"].get<std::string>();
      }
    } else if (t.contains("honor_victory_shift")) {
      const json& v = t["honor_victory_shift"];
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20 || t.size() != 1) {
        fail(path + ".honor_victory_shift", "must be a whole number from 1 to 20, alone in its trait");
        continue;
      }
      tr.kind = Trait::Kind::HonorThresholds;
      tr.amount = v.get<int>();
    } else if (t.contains("rank")) {
      if (!t["rank"].is_number_integer() || t["rank"].get<int>() < -9 || t["rank"].get<int>() > 9) {
        fail(path + ".rank", "must be a whole number from -9 to 9 (Rank increases by it)");
        continue;
      }
      tr.kind = Trait::Kind::Rank;
      tr.amount = t["rank"].get<int>();
    } else if (t.contains("player_may")) {
      if (t["player_may"] == "recruit_open") {
        tr.kind = Trait::Kind::RecruitOpen;
      } else if (t["player_may"] == "extra_cycle") {
        tr.kind = Trait::Kind::ExtraCycle;
      } else if (t["player_may"] == "extra_cycle_per_game") {
        tr.kind = Trait::Kind::ExtraCyclePerGame;
      } else if (t["player_may"] == "extra_cycle_first_turn") {
        tr.kind = Trait::Kind::ExtraCycleFirstTurn;
      } else {
        fail(path + ".player_may",
             "must be recruit_open, extra_cycle, extra_cycle_per_game or extra_cycle_first_turn");
        continue;
      }
    } else if (t.contains("refills_province_face_up")) {
      if (t["refills_province_face_up"] != true || !t.contains("each")) {
        fail(path + ".refills_province_face_up", "must be true, with \"each\" naming the cards");
        continue;
      }
      tr.kind = Trait::Kind::RefillOnEntering;
    } else if (t.contains("once_per_game_gold")) {
      const json& v = t["once_per_game_gold"];
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(path + ".once_per_game_gold", "must be a whole number from 1 to 20 (the Gold produced once per game)");
        continue;
      }
      tr.kind = Trait::Kind::OncePerGameGold;
      tr.amount = v.get<int>();
    } else if (t.contains("first_discount")) {
      const json& v = t["first_discount"];
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 10 || !t.contains("each")) {
        fail(path + ".first_discount", "must be a whole number from 1 to 10, with \"each\" naming the cards");
        continue;
      }
      tr.kind = Trait::Kind::FirstDiscount;
      tr.amount = v.get<int>();
    } else if (t.contains("hand_size")) {
      const json& v = t["hand_size"];
      if (!v.is_number_integer() || v.get<int>() < -8 || v.get<int>() > 8 || v.get<int>() == 0) {
        fail(path + ".hand_size", "must be a whole number from -8 to 8, not 0 (the controller's maximum hand size changes by it)");
        continue;
      }
      tr.kind = Trait::Kind::HandSize;
      tr.amount = v.get<int>();
    } else if (t.contains("province_strength") || t.contains("first_turn_gold_production") ||
               t.contains("lobby_bonus") || t.contains("proclaim_discount")) {
      // Numbers about the controller: his Provinces' strength, his
      // Stronghold's first-turn Gold, his Lobby Bonus, his Proclaim cost.
      const std::string key = t.contains("province_strength")            ? "province_strength"
                              : t.contains("first_turn_gold_production") ? "first_turn_gold_production"
                              : t.contains("lobby_bonus")                ? "lobby_bonus"
                                                                         : "proclaim_discount";
      const json& v = t[key];
      const int lo = key == "province_strength" ? -20 : key == "first_turn_gold_production" ? 0 : 1;
      if (!v.is_number_integer() || v.get<int>() < lo || v.get<int>() > 20 || (v.get<int>() == 0 && lo < 0)) {
        fail(path + "." + key, "must be a whole number from " + std::to_string(lo) + " to 20" +
                                   (lo < 0 ? ", not 0" : ""));
        continue;
      }
      tr.kind = key == "province_strength"            ? Trait::Kind::ProvinceStrength
                : key == "first_turn_gold_production" ? Trait::Kind::FirstTurnGold
                : key == "lobby_bonus"                ? Trait::Kind::LobbyBonus
                                                      : Trait::Kind::ProclaimDiscount;
      tr.amount = v.get<int>();
    } else if (t.contains("proclaim_gain")) {
      // "Before you Proclaim him, increase the Honor gain to equal ...":
      // with `per` and `per_max`, counted as he is Proclaimed.
      const json& v = t["proclaim_gain"];
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 20) {
        fail(path + ".proclaim_gain", "must be a whole number from 1 to 20");
        continue;
      }
      tr.kind = Trait::Kind::ProclaimGain;
      tr.amount = v.get<int>();
    } else if (t.contains("equip_discount") || t.contains("recruit_discount")) {
      // Cost reductions read where the card is paid for: an attachment's for
      // the Personalities matching "each", a Dynasty card's while "while" holds.
      const bool equip = t.contains("equip_discount");
      const std::string key = equip ? "equip_discount" : "recruit_discount";
      const json& v = t[key];
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 10 || (equip && !t.contains("each")) ||
          (!equip && t.contains("each"))) {
        fail(path + "." + key, equip ? "must be a whole number from 1 to 10, with \"each\" naming the Personalities"
                                     : "must be a whole number from 1 to 10 (a \"while\" may say when), without \"each\"");
        continue;
      }
      tr.kind = equip ? Trait::Kind::EquipDiscount : Trait::Kind::RecruitDiscount;
      tr.amount = v.get<int>();
    } else if (t.contains("enters_play_unbowed")) {
      if (t["enters_play_unbowed"] != true) {
        fail(path + ".enters_play_unbowed", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::EntersUnbowed;
    } else if (t.contains("attach_discount")) {
      // A Personality's: attachments (by type and keywords, they are not in
      // play yet) Equipped to him cost less.
      const json& v = t["attach_discount"];
      const json each = t.value("each", json());
      bool bad_key = !each.is_object();
      if (!bad_key)
        for (auto& [k, x] : each.items())
          if (k != "type" && k != "keywords" && k != "any_keywords" && k != "not_keywords") bad_key = true;
      if (!v.is_number_integer() || v.get<int>() < 1 || v.get<int>() > 10 || bad_key) {
        fail(path + ".attach_discount",
             "must be a whole number from 1 to 10, with \"each\" naming attachments by type and keywords");
        continue;
      }
      tr.kind = Trait::Kind::AttachDiscount;  // `each` is read below
      tr.amount = v.get<int>();
    } else if (t.contains("refuses_attach")) {
      // Which attachments: card types and keywords only (they are not in play yet).
      const json& v = t["refuses_attach"];
      bool bad_key = !v.is_object();
      if (!bad_key)
        for (auto& [k, x] : v.items())
          if (k != "type" && k != "keywords" && k != "any_keywords" && k != "not_keywords") bad_key = true;
      auto f = bad_key ? std::nullopt : r.target(v, path + ".refuses_attach");
      if (!f || (!f->filter.types && f->filter.keywords.empty() && f->filter.any_keywords.empty())) {
        fail(path + ".refuses_attach", "must name attachments by type and keywords (type, keywords, any_keywords, not_keywords)");
        continue;
      }
      tr.kind = Trait::Kind::RefusesAttach;
      tr.each = f->filter;
    } else if (t.contains("this_province_strength") || t.contains("deck_min_holdings")) {
      // Province strength for "This Province" (CR20F "From"); a deck's
      // minimum number of Holdings (a deck-construction rule).
      const bool prov = t.contains("this_province_strength");
      const std::string key = prov ? "this_province_strength" : "deck_min_holdings";
      const json& v = t[key];
      const int lo = prov ? -20 : 1, hi = prov ? 20 : 40;
      if (!v.is_number_integer() || v.get<int>() < lo || v.get<int>() > hi || v.get<int>() == 0) {
        fail(path + "." + key, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                                   (prov ? ", not 0" : ""));
        continue;
      }
      tr.kind = prov ? Trait::Kind::ThisProvinceStrength : Trait::Kind::DeckMinHoldings;
      tr.amount = v.get<int>();
    } else if (t.contains("no_enlightenment") || t.contains("two_weapons") || t.contains("enters_play_bowed") ||
               t.contains("equip_from_discard") || t.contains("one_weapon")) {
      const std::string key = t.contains("no_enlightenment")    ? "no_enlightenment"
                              : t.contains("two_weapons")       ? "two_weapons"
                              : t.contains("one_weapon")        ? "one_weapon"
                              : t.contains("enters_play_bowed") ? "enters_play_bowed"
                                                                : "equip_from_discard";
      if (t[key] != true) {
        fail(path + "." + key, "must be true");
        continue;
      }
      tr.kind = key == "no_enlightenment" ? Trait::Kind::NoEnlightenment
                : key == "two_weapons"      ? Trait::Kind::TwoWeapons
                : key == "one_weapon"       ? Trait::Kind::OneWeapon
                : key == "enters_play_bowed" ? Trait::Kind::EntersBowed
                                             : Trait::Kind::EquipFromDiscard;
    } else if (t.contains("first_dynasty_refill_face_up")) {
      // A Stronghold's: the first Province its controller refills in his
      // own Dynasty Phase each turn refills face-up (while "while" holds).
      if (t["first_dynasty_refill_face_up"] != true) {
        fail(path + ".first_dynasty_refill_face_up", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::FirstDynastyRefillFaceUp;
    } else if (t.contains("discipline")) {
      // A Strategy's Discipline that holds only while "while" does (CR20F
      // "Discipline"; "if you are a Crab Clan player").
      const json& v = t["discipline"];
      if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 20 || !t.contains("while")) {
        fail(path + ".discipline", "must be a whole number from 0 to 20, with a \"while\"");
        continue;
      }
      tr.kind = Trait::Kind::Discipline;
      tr.amount = v.get<int>();
    } else if (t.contains("enters_play_only_if")) {
      // A Holding that may only be Recruited while the condition holds for
      // the recruiting player ("if you are a Crab Clan player").
      auto c = r.condition(t["enters_play_only_if"], path + ".enters_play_only_if");
      if (!c) continue;
      tr.kind = Trait::Kind::EntersOnlyIf;
      tr.condition = *c;
    } else if (t.contains("destroyed_while")) {
      // A state check: the card is destroyed as soon as the condition holds.
      auto c = r.condition(t["destroyed_while"], path + ".destroyed_while");
      if (!c) continue;
      tr.kind = Trait::Kind::DestroyedWhile;
      tr.condition = *c;
    } else if (t.contains("never_refuses_challenges") || t.contains("opponent_first_focus_face_up")) {
      // CR20F "Challenge", Duel: a Personality who never refuses; the first
      // card another player focuses in each duel against him is face-up.
      const bool never = t.contains("never_refuses_challenges");
      const std::string key = never ? "never_refuses_challenges" : "opponent_first_focus_face_up";
      if (t[key] != true) {
        fail(path + "." + key, "must be true");
        continue;
      }
      tr.kind = never ? Trait::Kind::NeverRefusesChallenges : Trait::Kind::OpponentFirstFocusFaceUp;
    } else if (t.contains("cannot_defend")) {
      if (t["cannot_defend"] != true) {
        fail(path + ".cannot_defend", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::CannotDefend;
    } else if (t.contains("untargetable")) {
      // Attacks that cannot target the cards of a unit (CR20F "Targeting").
      if (t["untargetable"] != true || !t.contains("attacks") || !t.contains("each")) {
        fail(path + ".untargetable", "must be true, with \"attacks\" (fear, melee, ranged) and \"each\" naming the cards");
        continue;
      }
      tr.kind = Trait::Kind::Untargetable;
      for (auto& w : r.strings(t["attacks"], path + ".attacks"))
        if (auto k = r.word(json(w), path + ".attacks", kAttackKinds)) tr.attacks = static_cast<std::uint8_t>(tr.attacks | *k);
    } else if (t.contains("spared_by_battle_resolution")) {
      // "Battle resolution will not destroy cards in this unit while ...".
      if (t["spared_by_battle_resolution"] != true || !t.contains("each")) {
        fail(path + ".spared_by_battle_resolution", "must be true, with \"each\" naming the cards");
        continue;
      }
      tr.kind = Trait::Kind::SparedByResolution;
    } else if (t.contains("negates_fear")) {
      if (t["negates_fear"] != true) {
        fail(path + ".negates_fear", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::NegatesFear;
    } else if (t.contains("fear_may_target_with_followers") || t.contains("negates_first_move_out")) {
      const bool fear = t.contains("fear_may_target_with_followers");
      const std::string key = fear ? "fear_may_target_with_followers" : "negates_first_move_out";
      if (t[key] != true || !t.contains("each")) {
        fail(path + "." + key, "must be true, with \"each\" naming the cards");
        continue;
      }
      tr.kind = fear ? Trait::Kind::FearReachesFollowed : Trait::Kind::NegatesFirstMoveOut;
      if (fear) tr.attacks = kFearAttack;
    } else if (t.contains("destroyed_instead") || t.contains("prevents_dishonor")) {
      const bool instead = t.contains("destroyed_instead");
      const std::string key = instead ? "destroyed_instead" : "prevents_dishonor";
      if (t[key] != true) {
        fail(path + "." + key, "must be true");
        continue;
      }
      tr.kind = instead ? Trait::Kind::DestroyedInstead : Trait::Kind::PreventsDishonor;
    } else if (t.contains("cannot_be_destroyed") || t.contains("hand_protected")) {
      const bool destroy = t.contains("cannot_be_destroyed");
      if (t[destroy ? "cannot_be_destroyed" : "hand_protected"] != true) {
        fail(path + (destroy ? ".cannot_be_destroyed" : ".hand_protected"), "must be true");
        continue;
      }
      tr.kind = destroy ? Trait::Kind::CannotBeDestroyed : Trait::Kind::HandProtected;
    } else if (t.contains("negates_mass_force_penalties")) {
      const json& v = t["negates_mass_force_penalties"];
      if (!v.is_number_integer() || v.get<int>() < 2 || v.get<int>() > 20 || !t.contains("each")) {
        fail(path + ".negates_mass_force_penalties",
             "must be a whole number from 2 to 20 (how many cards matching \"each\" a penalty must reach)");
        continue;
      }
      tr.kind = Trait::Kind::NegatesMassForcePenalties;
      tr.amount = v.get<int>();
    } else if (t.contains("unstoppable_unpreventable")) {
      if (t["unstoppable_unpreventable"] != true) {
        fail(path + ".unstoppable_unpreventable", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::UnstoppableUnpreventable;
    } else if (t.contains("blank_territories")) {
      if (t["blank_territories"] != true) {
        fail(path + ".blank_territories", "must be true");
        continue;
      }
      tr.kind = Trait::Kind::BlankTerritories;
    } else if (t.contains("duel_stat")) {
      if (t["duel_stat"] != "force") {
        fail(path + ".duel_stat", "must be force (\"uses his Force as his duel stat\")");
        continue;
      }
      tr.kind = Trait::Kind::DuelForce;
    } else if (t.contains("fear_destroys") || t.contains("attacks_bow")) {
      const bool fear = t.contains("fear_destroys");
      const json& v = fear ? t["fear_destroys"] : t["attacks_bow"];
      if (v != true) {
        fail(path + (fear ? ".fear_destroys" : ".attacks_bow"), "must be true");
        continue;
      }
      tr.kind = fear ? Trait::Kind::FearDestroys : Trait::Kind::AttacksBow;
      tr.attacks = fear ? static_cast<std::uint8_t>(kFearAttack) : static_cast<std::uint8_t>(kMeleeAttack | kRangedAttack);
    } else if (t.contains("strength")) {
      if (!t["strength"].is_number_integer() || t["strength"].get<int>() < -20 || t["strength"].get<int>() > 20) {
        fail(path + ".strength", "must be a whole number from -20 to 20");
        continue;
      }
      tr.kind = Trait::Kind::Strength;
      tr.amount = t["strength"].get<int>();
      if (!t.contains("attacks")) {
        fail(path + ".attacks", "is missing: say which attacks (fear, melee, ranged) get the strength");
        continue;
      }
      for (auto& w : r.strings(t["attacks"], path + ".attacks"))
        if (auto k = r.word(json(w), path + ".attacks", kAttackKinds)) tr.attacks = static_cast<std::uint8_t>(tr.attacks | *k);
      if (t.contains("own_attacks")) tr.own_attacks = t["own_attacks"].is_boolean() && t["own_attacks"].get<bool>();
      if (t.contains("enemy_attacks")) tr.enemy_attacks = t["enemy_attacks"].is_boolean() && t["enemy_attacks"].get<bool>();
      if (t.contains("from_this_unit")) tr.from_this_unit = t["from_this_unit"].is_boolean() && t["from_this_unit"].get<bool>();
      if (t.contains("from_cards")) {
        // "Melee Attacks from this Personality's Goblin Followers": only
        // attacks of actions whose card matches (in play).
        auto f = r.target(t["from_cards"], path + ".from_cards");
        if (!f || f->filter.zone != Filter::Zone::InPlay) {
          fail(path + ".from_cards", "must be conditions on cards in play");
          continue;
        }
        tr.from_cards = std::make_shared<const Filter>(f->filter);
      }
      if (tr.own_attacks && tr.enemy_attacks) {
        fail(path + ".enemy_attacks", "cannot be said with own_attacks: the attacks are one player's or the others'");
        continue;
      }
    } else if (t.contains("stat")) {
      auto s = r.word(t["stat"], path + ".stat", kTraitStats);
      if (!s) continue;
      tr.stat = *s;
      if (t.contains("minimum")) {
        // "has a minimum Chi of 1" (CR20F "Minimums and Maximums").
        if (!t["minimum"].is_number_integer() || t["minimum"].get<int>() < 0 || t["minimum"].get<int>() > 20 ||
            t.contains("amount") || t.contains("each")) {
          fail(path + ".minimum", "must be a whole number from 0 to 20, without amount or each");
          continue;
        }
        tr.kind = Trait::Kind::StatMinimum;
        tr.amount = t["minimum"].get<int>();
      } else if (t.contains("amount") && t["amount"].is_object() && !t.contains("each")) {
        // "a Force bonus equal to its Personality's printed Force": counted
        // whenever the stat is read.
        auto a = r.amount(t["amount"], path + ".amount");
        if (!a) continue;
        tr.amount_of = *a;
      } else if (!t.contains("amount") || !t["amount"].is_number_integer()) {
        fail(path + ".amount", "must be a whole number");
        continue;
      } else {
        tr.amount = t["amount"].get<int>();
      }
    } else {
      fail(path, "needs \"stat\" and \"amount\", \"keyword\", \"rank\", \"player_may\" or \"blank_territories\"");
      continue;
    }
    if (t.contains("card")) {
      auto ref = r.word(t["card"], path + ".card", kRefs);
      if (!ref || (*ref != Ref::Self && *ref != Ref::ThisPersonality)) {
        fail(path + ".card", "must be self or this_personality");
        continue;
      }
      tr.subject = *ref;
    }
    if (t.contains("while")) {
      auto c = r.condition(t["while"], path + ".while");
      if (!c) continue;
      tr.condition = *c;
    }
    if (t.contains("each")) {
      if (tr.kind != Trait::Kind::Stat && tr.kind != Trait::Kind::Strength && tr.kind != Trait::Kind::FearDestroys &&
          tr.kind != Trait::Kind::AttacksBow && tr.kind != Trait::Kind::Destined &&
          tr.kind != Trait::Kind::RefillOnEntering && tr.kind != Trait::Kind::FirstDiscount &&
          tr.kind != Trait::Kind::FearReachesFollowed && tr.kind != Trait::Kind::NegatesFirstMoveOut &&
          tr.kind != Trait::Kind::NegatesMassForcePenalties && tr.kind != Trait::Kind::EquipDiscount &&
          tr.kind != Trait::Kind::Untargetable && tr.kind != Trait::Kind::NegatesFear &&
          tr.kind != Trait::Kind::AttachDiscount && tr.kind != Trait::Kind::Keyword &&
          tr.kind != Trait::Kind::SparedByResolution) {
        fail(path + ".each", "only a stat, strength, fear_destroys, attacks_bow, Destined, refills_province_face_up, "
                             "first_discount, fear_may_target_with_followers, negates_first_move_out or "
                             "negates_mass_force_penalties, equip_discount, untargetable, negates_fear or "
                             "spared_by_battle_resolution trait "
                             "reaches many cards");
        continue;
      }
      auto f = r.target(t["each"], path + ".each");
      if (!f) continue;
      tr.each = f->filter;
      // "This Personality's Nonhuman Followers have Cavalry": a keyword for
      // the Followers of his unit only, named by other keywords than it.
      const Filter& e = *tr.each;
      auto names = [&](const std::vector<std::string>& v) {
        return std::find(v.begin(), v.end(), tr.keyword) != v.end();
      };
      if (tr.kind == Trait::Kind::Keyword &&
          (!e.in_this_unit || e.types != (1u << static_cast<int>(CardType::Follower)) || names(e.keywords) ||
           names(e.not_keywords) || names(e.any_keywords) || e.attached)) {
        fail(path + ".each", "a keyword reaches only Followers in this unit, named by other keywords");
        continue;
      }
    }
    if (t.contains("per")) {
      // "+1F for each ...": counted cards, in play or in discard piles; no
      // stat comparisons, which could count the trait's own stat.
      auto f = tr.kind == Trait::Kind::Stat || tr.kind == Trait::Kind::RecruitDiscount ||
                       tr.kind == Trait::Kind::ProclaimGain
                    ? r.target(t["per"], path + ".per")
                    : std::nullopt;
      if (!f || !f->filter.stats.empty() ||
          (f->filter.zone != Filter::Zone::InPlay && f->filter.zone != Filter::Zone::Discard)) {
        fail(path + ".per", "only a stat or recruit_discount trait counts cards, in play or in discard piles, "
                                 "without stat comparisons");
        continue;
      }
      tr.per = std::make_shared<const Filter>(f->filter);
    }
    if (t.contains("per_max")) {
      if (!tr.per || !t["per_max"].is_number_integer() || t["per_max"].get<int>() < 1 || t["per_max"].get<int>() > 20) {
        fail(path + ".per_max", "must be a whole number from 1 to 20, with per");
        continue;
      }
      tr.per_max = t["per_max"].get<int>();
    }
    if (auto th = threat_of(t, path, fail)) tr.threat = *th;
    bool bad = false;
    for (auto& [key, v] : t.items())
      if (std::find(kTraitKeys.begin(), kTraitKeys.end(), key) == kTraitKeys.end()) {
        std::string all;
        for (std::string_view k : kTraitKeys) all += (all.empty() ? "" : ", ") + std::string(k);
        fail(path + "." + key, "is not part of a trait (" + all + ")");
        bad = true;
      }
    if (!bad) out.push_back(tr);
  }
  return out;
}

constexpr auto kAfter = std::to_array<std::pair<std::string_view, Trigger::When>>({
    {"equipped", Trigger::When::AfterEquipped}, {"recruited", Trigger::When::AfterRecruited},
    {"enters_play", Trigger::When::AfterEntersPlay}, {"you_recruit", Trigger::When::AfterYouRecruit},
    {"revealed", Trigger::When::Revealed}, {"you_destroy", Trigger::When::AfterYouDestroy},
    {"focus_effect", Trigger::When::FocusEffect}, {"battle_held", Trigger::When::PlayAfterBattleHeld},
    {"discard_outgrows_hand", Trigger::When::PlayAfterDiscardOutgrowsHand},
    {"wins_duel", Trigger::When::AfterWinsDuel}, {"army_destroys", Trigger::When::AfterArmyDestroys},
    {"destroyed", Trigger::When::AfterDestroyed}, {"straightens", Trigger::When::AfterStraightens},
    {"bows", Trigger::When::AfterBows}, {"targeted", Trigger::When::AfterTargeted},
    {"turn_begins", Trigger::When::AfterTurnBegins}, {"province_destroyed", Trigger::When::AfterProvinceDestroyed},
    {"lobbies", Trigger::When::AfterLobbies}, {"proclaimed", Trigger::When::AfterProclaimed},
    {"you_play_ring", Trigger::When::AfterYouPlayRing},
    {"destroyed_here", Trigger::When::AfterDestroyedHere},
    {"discarded", Trigger::When::AfterDiscardedFromHand},
});

std::vector<Trigger> parse_triggers(const json& j, const Fail& fail) {
  std::vector<Trigger> out;
  Reader r(fail);
  if (!j.is_array()) {
    fail("triggers", "must be a list");
    return out;
  }
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string path = "triggers[" + std::to_string(i) + "]";
    const json& t = j[i];
    const bool invest = t.is_object() && t.contains("invest") && !t.contains("after") && !t.contains("before");
    if (!t.is_object() || (!t.contains("after") && !t.contains("before") && !invest) || !t.contains("effects") ||
        !t["effects"].is_array()) {
      fail(path, "needs \"after\" (or \"before\", or \"invest\") and a list of \"effects\"");
      continue;
    }
    Trigger tr;
    if (invest) {
      // CR20F "Invest": {"invest": N, "effects": [...]}.
      tr.when = Trigger::When::Invested;
      if (!t["invest"].is_number_integer() || t["invest"].get<int>() < 1 || t["invest"].get<int>() > 20) {
        fail(path + ".invest", "must be a whole number from 1 to 20 (the Invest Gold cost)");
        continue;
      }
      tr.invest = t["invest"].get<int>();
    } else if (t.contains("before")) {
      if (t.contains("after") || (t["before"] != "end_of_turn_draw" && t["before"] != "turn_ends_in_discard")) {
        fail(path + ".before", "must be end_of_turn_draw or turn_ends_in_discard (and without \"after\")");
        continue;
      }
      tr.when = t["before"] == "end_of_turn_draw" ? Trigger::When::BeforeEndDraw
                                                  : Trigger::When::BeforeTurnEndsInDiscard;
    } else if (auto w = lookup(kAfter, t["after"].is_string() ? t["after"].get<std::string>() : std::string())) {
      tr.when = *w;
    } else {
      fail(path + ".after", "must be one of: " + choices(kAfter));
      continue;
    }
    bool ok = true;
    if (auto th = threat_of(t, path, fail)) tr.threat = *th;
    if (t.contains("card")) {
      if (tr.when != Trigger::When::AfterYouRecruit && tr.when != Trigger::When::AfterYouDestroy &&
          tr.when != Trigger::When::AfterDestroyedHere) {
        fail(path + ".card", "only \"after\": \"you_recruit\", \"you_destroy\" or \"destroyed_here\" names which cards");
        ok = false;
      } else if (auto f = r.target(t["card"], path + ".card")) {
        tr.card = f->filter;
      } else {
        ok = false;
      }
    }
    const bool own = queued(tr.when);  // starts on its own: may target and ask
    for (auto& [key, v] : t.items()) {
      const std::string p = path + "." + key;
      if ((key == "after_duel" || key == "if_won") && tr.when == Trigger::When::FocusEffect) {
        (key == "after_duel" ? tr.after_duel : tr.if_won) = v.is_boolean() && v.get<bool>();
      } else if (key == "targets" && own && v.is_array() && v.size() <= 2) {
        for (std::size_t k = 0; k < v.size(); ++k)
          if (auto x = r.target(v[k], p + "[" + std::to_string(k) + "]")) tr.targets.push_back(*x); else ok = false;
      } else if (key == "if" && own && v.is_object()) {
        if (auto c = r.condition(v, p)) tr.condition = *c; else ok = false;
      } else if (key == "first_each_turn" && own) {
        tr.first_each_turn = v.is_boolean() && v.get<bool>();
      } else if (key == "from_hand" && tr.when == Trigger::When::AfterEntersPlay) {
        tr.from_hand = v.is_boolean() && v.get<bool>();
      } else if (key == "by_you" && tr.when == Trigger::When::AfterBows) {
        tr.by_you = v.is_boolean() && v.get<bool>();
      } else if (key == "response" && tr.when == Trigger::When::AfterRecruited) {
        tr.response = v.is_boolean() && v.get<bool>();
      } else if (key == "costs" && t.value("response", false) && v.is_array()) {
        for (std::size_t k = 0; k < v.size(); ++k)
          if (auto c = r.cost(v[k], p + "[" + std::to_string(k) + "]")) tr.costs.push_back(*c); else ok = false;
      } else if (key == "keywords" && t.value("response", false)) {
        for (auto& w : r.strings(v, p)) {
          if (auto k = lookup(kAbilityKws, w)) tr.keywords = static_cast<std::uint8_t>(tr.keywords | *k);
          else tr.descriptive.push_back(w);
        }
      } else if (key == "not_yours" && tr.when == Trigger::When::AfterDestroyedHere) {
        tr.not_yours = v.is_boolean() && v.get<bool>();
      } else if (key == "during_battle" &&
                 (tr.when == Trigger::When::AfterDestroyed || tr.when == Trigger::When::AfterWinsDuel ||
                  tr.when == Trigger::When::AfterDiscardedFromHand)) {
        tr.during_battle = v.is_boolean() && v.get<bool>();
      } else if (key == "by" && tr.when == Trigger::When::AfterTargeted) {
        for (auto& s : r.strings(v, p)) {
          if (auto d = lookup(kDesignators, s)) tr.by = static_cast<std::uint8_t>(tr.by | *d);
          else if (lookup(kAbilityKws, s)) {
            fail(p, "'" + s + "' is not a designator or a descriptive keyword");
            ok = false;
          } else {
            tr.by_keyword = s;  // a descriptive keyword ("Political")
          }
        }
      } else if (key == "courtesy" &&
                 (tr.when == Trigger::When::AfterEquipped || tr.when == Trigger::When::AfterRecruited ||
                  tr.when == Trigger::When::AfterEntersPlay || tr.when == Trigger::When::AfterWinsDuel ||
                  tr.when == Trigger::When::AfterArmyDestroys) &&
                 !invest) {
        tr.courtesy = v.is_boolean() && v.get<bool>();
      } else if (key != "after" && key != "before" && key != "effects" && key != "threat" && key != "card" &&
                 !(invest && key == "invest")) {
        fail(p, "is not part of a triggered trait (after, before, card, effects, threat; after triggers: targets "
                "(up to two), if, first_each_turn; destroyed, wins_duel, discarded: during_battle; destroyed_here: "
                "not_yours; targeted: by; bows: by_you; enters_play: "
                "from_hand; recruited: response, with it costs and keywords; focus_effect: "
                "after_duel, if_won; courtesy on equipped, recruited, enters_play, wins_duel, army_destroys; or "
                "invest, effects)");
        ok = false;
      }
    }
    if (tr.if_won && !tr.after_duel) {
      fail(path + ".if_won", "needs \"after_duel\": true (who won is known after the duel)");
      ok = false;
    }
    for (std::size_t k = 0; k < t["effects"].size(); ++k) {
      auto e = r.effect(t["effects"][k], path + ".effects[" + std::to_string(k) + "]");
      if (!e) {
        ok = false;
        continue;
      }
      if (e->op == Op::EndDuel && tr.when != Trigger::When::FocusEffect) {
        fail(path + ".effects[" + std::to_string(k) + "]", "end_duel is a Focus Effect's only");
        ok = false;
        continue;
      }
      if (!own && (e->op == Op::Choose || e->op == Op::Duel)) {
        fail(path + ".effects[" + std::to_string(k) + "]", "this trigger happens inside a procedure: no choice or duel");
        ok = false;
        continue;
      }
      // "each ...": every matching card, no target of its own.
      const std::size_t needs = e->each ? 0 : e->subject == Ref::Target2 ? 2 : (e->subject == Ref::Target ? 1 : 0);
      if (needs > tr.targets.size() || (e->subject == Ref::TargetPlayer &&
                                         std::none_of(tr.targets.begin(), tr.targets.end(),
                                                      [](const TargetSpec& x) { return x.player; }))) {
        fail(path + ".effects[" + std::to_string(k) + "]",
             own ? "names a target the trigger does not have (add \"targets\")" : "this trigger has no targets");
        ok = false;
        continue;
      }
      // What waits: as an ability's delayed effects (a choice only at the end of the turn).
      if (e->delay != Delay::None && ((e->op == Op::Choose && e->delay != Delay::AtTurnEnd) || e->op == Op::Duel)) {
        fail(path + ".effects[" + std::to_string(k) + "]", "delay: not on a duel; a choice only for at_turn_end");
        ok = false;
        continue;
      }
      if (e->subject == Ref::CausePlayer && tr.when != Trigger::When::AfterTargeted) {
        fail(path + ".effects[" + std::to_string(k) + "]", "cause_player is the targeting player of a targeted trigger");
        ok = false;
        continue;
      }
      tr.effects.push_back(*e);
    }
    const bool ring = tr.when == Trigger::When::PlayAfterBattleHeld || tr.when == Trigger::When::PlayAfterDiscardOutgrowsHand;
    if (ok && ring && (tr.effects.empty() || tr.effects[0].op != Op::PlaySelf)) {
      fail(path + ".effects", "a condition for playing a card from the hand starts with play_self");
      ok = false;
    }
    if (ok) out.push_back(tr);
  }
  return out;
}

std::optional<Filter> parse_filter(const json& j, const std::string& field, const Fail& fail) {
  Reader r(fail);
  auto t = r.target(j, field);
  if (!t) return std::nullopt;
  return t->filter;
}

}  // namespace l5r

// Sentences for options and cards, for logs, prompts and the scenario files
// that pick options by their text.
#include <algorithm>

#include "game/abilities/keyword_abilities.h"
#include "game/abilities/text.h"
#include "game/rules/engine.h"

namespace l5r {

namespace {
std::string where(const GameState& s, CardId c) {
  const Card& k = s.card(c);
  if (k.zone == Zone::Province) return " from Province " + std::to_string(k.province + 1);
  return "";
}
}  // namespace

std::string Engine::describe(const Option& o) const {
  // Siege rule 7: the team picks which member acts, so the member is named.
  if (o.player != kNoPlayer) {
    Option plain = o;
    plain.player = kNoPlayer;
    return player_name(o.player) + ": " + describe(plain);
  }
  auto gold = [](int n) { return " (" + std::to_string(n) + " Gold)"; };
  switch (o.kind) {
    case OptionKind::Pass: return "Pass";
    case OptionKind::Cycle: return "Cycle";
    case OptionKind::Equip:
      return "Equip " + name(o.card) + (s_.card(o.card).zone == Zone::FateDiscard ? " from the discard pile" : "") +
             " to " + name(o.target) + gold(equip_cost(s_.card(o.card).owner, o.card, o.target));
    case OptionKind::Recruit:
      return "Recruit " + name(o.card) + where(s_, o.card) + gold(recruit_cost(s_.card(o.card).owner, o.card));
    case OptionKind::RecruitProclaim:
      return "Recruit and Proclaim " + name(o.card) + where(s_, o.card) +
             gold(std::max(0, recruit_cost(s_.card(o.card).owner, o.card) - proclaim_discount(s_.card(o.card).owner)));
    case OptionKind::Overlay: return "Overlay " + name(o.card) + " onto " + name(o.target);
    case OptionKind::Legacy:
      return "Legacy: remove a card in your hand from the game to find and Recruit " + name(o.card) +
             gold(gold_cost(o.card));
    case OptionKind::DynastyDiscard: return "Discard " + name(o.card) + where(s_, o.card);
    case OptionKind::KharmicDraw: return "Kharmic: discard " + name(o.card) + " to draw a card" + gold(2);
    case OptionKind::KharmicRefill:
      return "Kharmic: discard " + name(o.card) + where(s_, o.card) + " and refill it face-up" + gold(2);
    case OptionKind::Lobby: return "Lobby for the Imperial Favor, bowing " + name(o.target);
    case OptionKind::FavorLimited:
      // The Temple District (Siege) waives the card.
      if (s_.favor != kNoPlayer &&
          territory_rule(s_.favor, &CardDef::TerritoryRules::favor_limited_no_discard))
        return "Discard the Imperial Favor and draw a card";
      return "Discard the Imperial Favor and a card to draw a card";
    case OptionKind::UseAbility: {
      const Ability* a = ability(o.card, o.value);
      const std::optional<int> disc =
          s_.card(o.card).zone == Zone::FateDiscard ? discipline(s_.card(o.card).owner, o.card) : std::nullopt;
      const std::string from_discard =
          disc ? " (from your discard pile by Discipline, " + std::to_string(*disc) + " Gold more)" : "";
      // A Response (keywords.md) is a triggered trait taken as an action.
      if (a && o.value >= kTriggerBase)
        return name(o.card) + ": " + trigger_text(static_cast<const Trigger&>(*a), def(o.card));
      return name(o.card) + from_discard + ": " + (a ? ability_text(*a, def(o.card)) : "?");
    }
    case OptionKind::NoTarget: return "No target";
    case OptionKind::AcceptChallenge: return "Accept the challenge";
    case OptionKind::RefuseChallenge: return "Refuse the challenge";
    case OptionKind::Focus: return "Focus " + name(o.card);
    case OptionKind::FocusBlind: return "Focus the top card of your Fate deck, unseen";
    case OptionKind::Strike: return "Strike";
    case OptionKind::PickPlayer: return player_name(static_cast<PlayerId>(o.value));
    case OptionKind::ChooseEffect: return choice_text(def(o.card), o.value);
    case OptionKind::FavorBattle:
      return "Discard the Imperial Favor to move " + name(o.target) + " home";
    case OptionKind::CavalryMove: return "Cavalry: move " + name(o.target) + " to the battle";
    case OptionKind::Courage:
      return "Courage: discard " + name(o.card) + " to give the action's Fear " + (o.value >= 0 ? "+" : "") +
             std::to_string(o.value) + " strength";
    case OptionKind::NavalInvasion: return "Naval Invasion: take the first Battle action, from a Naval unit";
    case OptionKind::ReserveRecruit:
      return "Reserve: Recruit " + name(o.card) + where(s_, o.card) + " into the battle" +
             gold(recruit_cost(s_.card(o.card).owner, o.card));
    case OptionKind::ReserveEquip:
      return "Reserve: Equip " + name(o.card) + " to " + name(o.target) +
             gold(equip_cost(s_.card(o.card).owner, o.card, o.target));
    case OptionKind::PickAbility: {
      const Ability* a = ability(o.card, o.value);
      return name(o.card) + ": " + (a ? ability_text(*a, def(o.card)) : "?");
    }
    case OptionKind::PlayFromHand: return "Put " + name(o.card) + " into play from your hand";
    case OptionKind::CombineAttack: {
      const Ability* a = ability(o.card, o.value);
      return "Combine " + name(o.card) + ": " + (a ? ability_text(*a, def(o.card)) : "?");
    }
    case OptionKind::ProduceRestrictedGold: {
      const auto& rg = def(o.card).restricted_gold;
      if (rg && rg->reduces_cost) return "Bow " + name(o.card) + " to pay " + std::to_string(rg->amount) + " Gold less";
      const int n = !rg ? 0 : rg->plus_production ? gold_production(o.card) + rg->amount : rg->amount;
      return "Bow " + name(o.card) + " for " + std::to_string(n) + " Gold that pays only this cost";
    }
    case OptionKind::ProduceGold:
      if (o.value == 1)
        return "Use " + name(o.card) + "'s once-per-game Gold: " +
               std::to_string(once_per_game_gold(s_.card(o.card).controller)) + " Gold";
      return "Bow " + name(o.card) + " for " + std::to_string(gold_production(o.card)) + " Gold";
    case OptionKind::PickCard: return name(o.card) + where(s_, o.card);
    case OptionKind::Done: return "Done";
    case OptionKind::DeclareAttack:
      // Siege rule 10: the Challenge player attacks the Territory row.
      if (s_.is_rokugani(static_cast<PlayerId>(o.value))) return "Attack the Territories";
      return "Attack " + player_name(static_cast<PlayerId>(o.value));
    case OptionKind::NoAttack: return "Do not attack";
    case OptionKind::PayAmount: return "Pay " + std::to_string(o.value) + " Gold";
    case OptionKind::PickProvince:
      return player_name(static_cast<PlayerId>(o.value / 8)) + "'s Province " + std::to_string(o.value % 8 + 1);
    case OptionKind::Invest: return "Invest " + std::to_string(o.value) + " Gold in " + name(o.card);
    case OptionKind::NoInvest: return "Do not Invest in " + name(o.card);
    case OptionKind::ResolveTrigger: {
      // CR20F "Timing Conflicts": which waiting triggered trait starts first.
      const auto at = static_cast<std::size_t>(o.value);
      if (at >= s_.triggered.size()) return name(o.card) + " first";
      const PendingTrigger& pt = s_.triggered[at];
      return name(pt.card) + " first: " + trigger_text(def(pt.card).triggers[pt.index]);
    }
    case OptionKind::AssignUnit:
    case OptionKind::ChooseBattlefield: {
      const Attack& at = s_.attack;
      // Op::MoveToLocation: where to move its target (game/rules/spell_rules.cpp).
      if (o.target != kNoCard)
        return "Move " + name(o.target) + (o.value == kHome ? std::string(" home") : " to " + battlefield_label(o.value));
      std::string place = at.at_territories ? "the battlefield at " : "the battlefield at Province ";
      if (o.value >= 0 && o.value < static_cast<int>(at.battlefield_province.size()))
        place += at.at_territories ? name(s_.siege.territories[at.battlefield_province[o.value]].card)
                                   : std::to_string(at.battlefield_province[o.value] + 1);
      if (o.kind == OptionKind::AssignUnit) return "Assign " + name(o.card) + " to " + place;
      return "Fight at " + place;
    }
  }
  return "?";
}

}  // namespace l5r

// Action rounds and the rulebook player abilities: Cycle, Equip, Kharmic
// (Action Phase); Recruit with Proclaim, Experienced overlay and Dynasty
// Discard (Dynasty Phase); and paying Gold for them.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {

Clan clan_of(const Engine& e, const GameState& s, PlayerId p) {
  CardId sh = s.players[p].stronghold;
  return sh == kNoCard ? Clan::Unaligned : e.def(sh).clan;
}

bool controls_unique_title(const Engine& e, const GameState& s, PlayerId p,
                           const std::string& title) {
  for (CardId c : s.players[p].in_play)
    if (e.def(c).unique && e.def(c).title == title) return true;
  return false;
}

// CR20F "Attachments", "Spell", "Weapon", "Armor", "Unique"; Followers'
// Honor Requirement is checked against the Personality's Personal Honor
// (docs/rules-interpretations.md).
bool can_attach(const Engine& e, const GameState& s, PlayerId p, CardId att, CardId pers) {
  const Card& pk = s.card(pers);
  const CardDef& pd = e.def(pers);
  const CardDef& ad = e.def(att);
  if (pk.zone != Zone::InPlay || pd.type != CardType::Personality || pk.controller != p)
    return false;
  if (ad.unique && controls_unique_title(e, s, p, ad.title)) return false;
  if (ad.attach_to && !e.matches(p, att, *ad.attach_to, pers, nullptr, false)) return false;
  // "Cannot attach Followers" (a Personality's trait): the types and
  // keywords of the attachment it refuses.
  for (const Trait& t : pd.traits) {
    if (t.kind != Trait::Kind::RefusesAttach || !t.each) continue;
    const Filter& f = *t.each;
    bool refused = !f.types || (f.types & (1u << static_cast<int>(ad.type)));
    for (const std::string& k : f.keywords) refused = refused && e.has_keyword(att, k);
    for (const std::string& k : f.not_keywords) refused = refused && !e.has_keyword(att, k);
    if (!f.any_keywords.empty())
      refused = refused && std::any_of(f.any_keywords.begin(), f.any_keywords.end(),
                                       [&](const std::string& k) { return e.has_keyword(att, k); });
    if (refused) return false;
  }
  switch (ad.type) {
    case CardType::Spell: return e.has_kw(pers, Kw::Shugenja);
    case CardType::Item: {
      // CR20F "Weapon": one Weapon; "Kensai": two, if neither is
      // Two-handed; "Two-Handed": never with another Weapon. A card's "may
      // attach two Weapons" trait allows a second one as well.
      int weapons = 0;
      bool two_handed = e.has_keyword(att, "Two-Handed");
      for (CardId a : e.attachments(pers)) {
        const CardDef& other = e.def(a);
        if (other.has(Kw::Weapon)) {
          ++weapons;
          two_handed = two_handed || e.has_keyword(a, "Two-Handed");
        }
        if (ad.has(Kw::Armor) && other.has(Kw::Armor)) return false;
      }
      if (ad.has(Kw::Weapon) && weapons > 0) {
        if (two_handed || weapons >= 2) return false;
        if (!e.has_kw(pers, Kw::Kensai) && !e.may_attach_two_weapons(pers)) return false;
        // "May only attach one Weapon": his own text overcomes Kensai (CR20F
        // "Continuous Effect Conflicts").
        for (const Trait& t : e.def(pers).traits)
          if (t.kind == Trait::Kind::OneWeapon) return false;
      }
      return true;
    }
    case CardType::Follower: {
      auto hr = e.honor_requirement(att);
      return !hr || e.personal_honor(pers) >= *hr;
    }
    default: return false;
  }
}

}  // namespace

bool Engine::may_attach(PlayerId p, CardId att, CardId pers) const { return can_attach(*this, s_, p, att, pers); }

int Engine::recruit_cost(PlayerId p, CardId c) const {
  int cost = gold_cost(c);
  // CR20F "Recruit": 2 more Gold for a Personality of another Clan Alignment.
  const CardDef& d = def(c);
  if (d.type == CardType::Personality && d.clan != Clan::Unaligned && d.clan != clan_of(*this, s_, p))
    cost += 2;
  // "Enters play for 2 less Gold if you are a Mantis Clan player": the card's
  // own discount, read in its Province.
  for (const Trait& t : d.traits)
    if (t.kind == Trait::Kind::RecruitDiscount && (!t.condition || holds(*t.condition, p, c, nullptr))) {
      // "for 1 less Gold for each Farm other players control": once for
      // each matching card (the trait's `per`), as the recruiting player sees it.
      int times = 1;
      if (t.per) {
        times = 0;
        for (const Player& pl : s_.players) {
          for (CardId x : pl.in_play) times += matches(p, c, *t.per, x, nullptr, false);
          if (t.per->zone == Filter::Zone::Discard) {
            for (CardId x : pl.dynasty_discard) times += matches(p, c, *t.per, x, nullptr, false);
            for (CardId x : pl.fate_discard) times += matches(p, c, *t.per, x, nullptr, false);
          }
        }
        if (t.per_max > 0) times = std::min(times, t.per_max);
      }
      cost -= t.amount * times;
    }
  return std::max(0, cost - first_discount(p, c));
}

int Engine::equip_cost(PlayerId p, CardId att, CardId pers) const {
  int cost = gold_cost(att);
  for (const Trait& t : def(att).traits)
    if (t.kind == Trait::Kind::EquipDiscount && t.each && pers != kNoCard && matches(p, att, *t.each, pers, nullptr, false))
      cost -= t.amount;
  // A Personality's own discount for the attachments matching its `each`
  // (types and keywords of the attachment).
  if (pers != kNoCard)
    for (const Trait& t : def(pers).traits) {
      if (t.kind != Trait::Kind::AttachDiscount || !t.each) continue;
      const Filter& f = *t.each;
      bool match = !f.types || (f.types & (1u << static_cast<int>(def(att).type)));
      for (const std::string& k : f.keywords) match = match && has_keyword(att, k);
      for (const std::string& k : f.not_keywords) match = match && !has_keyword(att, k);
      if (!f.any_keywords.empty())
        match = match && std::any_of(f.any_keywords.begin(), f.any_keywords.end(),
                                     [&](const std::string& k) { return has_keyword(att, k); });
      if (match) cost -= t.amount;
    }
  return std::max(0, cost);
}

int Engine::player_trait_sum(PlayerId p, std::uint8_t kind) const {
  int total = 0;
  for (CardId c : s_.players[p].in_play)
    for (const Trait& t : def(c).traits)
      if (static_cast<std::uint8_t>(t.kind) == kind && applies(c, t.threat)) total += t.amount;
  return total;
}

int Engine::proclaim_discount(PlayerId p) const {
  return player_trait_sum(p, static_cast<std::uint8_t>(Trait::Kind::ProclaimDiscount));
}

int Engine::lobby_bonus(PlayerId p) const {
  return player_trait_sum(p, static_cast<std::uint8_t>(Trait::Kind::LobbyBonus));
}

bool Engine::extra_cycle_left(PlayerId p) const {
  // "Twice in your first turn" (a Stronghold's): the extra Cycle on the first turn only.
  const bool first_turn = s_.players[p].turns_started == 1;
  return !s_.players[p].extra_cycle_used &&
         std::any_of(s_.players[p].in_play.begin(), s_.players[p].in_play.end(), [&](CardId c) {
           const auto& tr = def(c).traits;
           return std::any_of(tr.begin(), tr.end(), [&](const Trait& t) {
             return t.kind == Trait::Kind::ExtraCyclePerGame ||
                    (t.kind == Trait::Kind::ExtraCycleFirstTurn && first_turn);
           });
         });
}

int Engine::once_per_game_gold(PlayerId p) const {
  if (p >= s_.players.size() || s_.players[p].once_per_game_gold_used) return 0;
  const CardId sh = s_.players[p].stronghold;
  if (sh == kNoCard || s_.card(sh).zone != Zone::InPlay) return 0;
  for (const Trait& t : def(sh).traits)
    if (t.kind == Trait::Kind::OncePerGameGold) return t.amount;
  return 0;
}

bool Engine::may_proclaim(PlayerId p, CardId c) const {
  const Clan clan = clan_of(*this, s_, p);
  return def(c).type == CardType::Personality && def(c).clan == clan && clan != Clan::Unaligned &&
         is_active(p) && !s_.players[p].used(PlayerAbility::Proclaim);
}

// The Recruit options for a face-up Province card (CR20F "Recruit",
// "Proclaim"): affordable (Good Faith), Honor Requirement met, no second copy
// of a Unique title.
bool Engine::meets_honor_requirement(PlayerId p, CardId c) const {
  const CardDef& d = def(c);
  // A Holding that enters play only for a player of one clan: no Recruit
  // may bring it into play for another player (CR20F "Clan Alignment").
  for (const Trait& t : d.traits)
    if (t.kind == Trait::Kind::EntersOnlyIf && t.condition && !holds(*t.condition, p, c, nullptr)) return false;
  if (d.type != CardType::Personality) return true;
  const Player& pl = s_.players[p];
  const Clan clan = clan_of(*this, s_, p);
  const auto hr = honor_requirement(c);
  const bool ignore_hr = (pl.ignores_clan_honor_requirements && d.clan == clan && clan != Clan::Unaligned) ||
                         territory_rule(p, &CardDef::TerritoryRules::ignore_honor_requirements);
  return !hr || ignore_hr || pl.honor >= *hr;
}

void Engine::recruit_options(PlayerId p, CardId c, std::vector<Option>& out) const {
  const Player& pl = s_.players[p];
  const Clan clan = clan_of(*this, s_, p);
  const CardDef& d = def(c);
  if (d.type == CardType::Personality || d.type == CardType::Holding) {
    bool ok = meets_honor_requirement(p, c);
    if (d.unique && controls_unique_title(*this, s_, p, d.title)) ok = false;
    const int cost = recruit_cost(p, c);
    const int gold = gold_available(p, c);
    if (ok && cost <= gold) out.push_back({OptionKind::Recruit, c});
    // CR20F "Proclaim": own Clan Alignment, from a Province, once per turn.
    // A Proclaim discount trait (the Majestic Temple's going-second face):
    // Proclaiming may be affordable when the plain Recruit is not.
    if (ok && d.type == CardType::Personality && d.clan == clan && clan != Clan::Unaligned &&
        !pl.used(PlayerAbility::Proclaim) && std::max(0, cost - proclaim_discount(p)) <= gold)
      out.push_back({OptionKind::RecruitProclaim, c});
  }
}

std::vector<Option> Engine::legal_actions(PlayerId p, RoundKind round) const {
  std::vector<Option> out;
  const Player& pl = s_.players[p];
  if (pl.eliminated) return out;
  const bool active = is_active(p);
  const int gold = gold_available(p);
  auto face_up_province_cards = [&](auto&& fn) {
    for (const Province& pr : pl.provinces) {
      if (pr.destroyed) continue;
      for (CardId c : pr.cards)
        if (s_.card(c).face_up) fn(c);
    }
  };

  ability_options(p, round, out);
  // The Temple District (Siege): Lobbying is Open for the Rokugani.
  const bool lobby_open = territory_rule(p, &CardDef::TerritoryRules::lobby_open);
  if (round == RoundKind::ActionPhase) {
    if (active || lobby_open) {
      // Cycle: Limited, first turn only, once; a Clock card (the Hour of the
      // Rooster) may allow it once on a later turn.
      if (active && (((pl.turns_started == 1 || clock_grants(p, Trait::Kind::ExtraCycle)) &&
                      !pl.used(PlayerAbility::Cycle)) ||
                     extra_cycle_left(p))) {
        bool any = false;
        face_up_province_cards([&](CardId) { any = true; });
        if (any) out.push_back({OptionKind::Cycle});
      }
      // Lobby: Political Limited; higher Family Honor than each other player;
      // bow your unbowed Personality with 1 or more Personal Honor.
      // Siege rule 13: each Rokugani player may Lobby, and needs only more
      // Honor than the Challenge player.
      if (!pl.used(PlayerAbility::Lobby) && s_.favor != p) {
        bool highest = true;
        // CR20F "Lobby Bonus": each player's Family Honor is checked with his.
        for (PlayerId q = 0; q < s_.players.size(); ++q)
          if (!s_.same_side(p, q) && !s_.players[q].eliminated &&
              s_.players[q].honor + lobby_bonus(q) >= pl.honor + lobby_bonus(p))
            highest = false;
        if (highest)
          for (CardId c : pl.in_play)
            if (def(c).type == CardType::Personality && !s_.card(c).bowed && personal_honor(c) >= 1)
              out.push_back({OptionKind::Lobby, kNoCard, c});
      }
      // Rulebook Favor Limited: discard the Favor and a Fate card to draw a card.
      const bool no_discard = territory_rule(p, &CardDef::TerritoryRules::favor_limited_no_discard);
      if (active && !pl.used(PlayerAbility::FavorLimited) && s_.favor == p &&
          (!pl.hand.empty() || no_discard))
        out.push_back({OptionKind::FavorLimited});
      // Kharmic: Repeatable Limited, 2 Gold (keywords.md "Kharmic").
      if (active && gold >= 2) {
        for (CardId c : pl.hand)
          if (def(c).has(Kw::Kharmic)) out.push_back({OptionKind::KharmicDraw, c});
        face_up_province_cards([&](CardId c) {
          if (def(c).has(Kw::Kharmic)) out.push_back({OptionKind::KharmicRefill, c});
        });
      }
    }
    // A Clock card (the Hour of the Rooster) may make Recruiting Open.
    if (clock_grants(p, Trait::Kind::RecruitOpen)) face_up_province_cards([&](CardId c) { recruit_options(p, c, out); });
    // Equip: Repeatable Open; the attachment's Gold Cost must be payable
    // (Good Faith). From the hand, or from the Fate discard pile for a card
    // that says so (CR20F "Cards vs. rules").
    std::vector<CardId> equippable = pl.hand;
    for (CardId c : pl.fate_discard)
      if (std::any_of(def(c).traits.begin(), def(c).traits.end(),
                      [](const Trait& t) { return t.kind == Trait::Kind::EquipFromDiscard; }))
        equippable.push_back(c);
    for (CardId att : equippable) {
      if (!def(att).is_attachment()) continue;
      const int for_att = gold_available(p, att);
      for (CardId pers : pl.in_play)
        if (equip_cost(p, att, pers) <= for_att && can_attach(*this, s_, p, att, pers))
          out.push_back({OptionKind::Equip, att, pers});
    }
  } else if (round == RoundKind::Engage || round == RoundKind::Combat) {
    battle_player_options(p, round, out);
    // CR20F "Reserve": Repeatable Battle: if it would be opposed, Equip a
    // Reserve attachment to your Personality at the current battlefield
    // (Rule of Presence: he is there).
    if (round == RoundKind::Combat && s_.attack.active && s_.attack.current >= 0)
      for (CardId att : pl.hand) {
        if (!def(att).is_attachment() || !def(att).has(Kw::Reserve)) continue;
        const int for_att = gold_available(p, att);
        for (CardId pers : pl.in_play)
          if (s_.card(pers).location == s_.attack.current && opposed(pers) && equip_cost(p, att, pers) <= for_att &&
              can_attach(*this, s_, p, att, pers))
            out.push_back({OptionKind::ReserveEquip, att, pers});
      }
  } else if (round == RoundKind::Interrupt) {
    interrupt_player_options(p, out);
  } else if (round == RoundKind::Dynasty && active) {
    face_up_province_cards([&](CardId c) {
      recruit_options(p, c, out);
      const CardDef& d = def(c);
      // CR20F "Experienced": overlay onto a lower version in play, free.
      if (d.type == CardType::Personality && d.experienced > 0)
        for (CardId q : pl.in_play)
          if (def(q).type == CardType::Personality && def(q).title == d.title &&
              def(q).experienced < d.experienced)
            out.push_back({OptionKind::Overlay, c, q});
      out.push_back({OptionKind::DynastyDiscard, c});
    });
    // Legacy: Dynasty, paying the found Holding's Gold Cost. The search may
    // not be failed on purpose (docs/rules-interpretations.md), so only
    // Holdings that can be found and paid for are offered.
    if (!pl.used(PlayerAbility::Legacy) && !pl.hand.empty()) {
      auto offer = [&](CardId c) {
        if (def(c).type == CardType::Holding && def(c).has(Kw::Legacy) && gold_cost(c) <= gold_available(p, c))
          out.push_back({OptionKind::Legacy, c});
      };
      for (CardId c : pl.dynasty_deck) offer(c);
      for (const Province& pr : pl.provinces)
        if (!pr.destroyed)
          for (CardId c : pr.cards) offer(c);
    }
  }
  return out;
}

void Engine::run_frame(ActionRoundFrame f) {
  if (f.asked && f.extra_asked) return additional_answer(f);
  if (!f.asked && additional_opportunity(f)) return;
  if (f.asked) {
    const Option o = s_.answer.at(0);
    // Siege rule 7: the team picked which member takes the action.
    const PlayerId actor = o.player != kNoPlayer ? o.player : f.to_act;
    f.asked = false;
    if (f.kind != RoundKind::Dynasty) f.to_act = s_.next_player(actor);
    f.from_unit = false;  // that first opportunity is over (a pass counts as usual)
    if (f.naval) {
      // CR20F "Naval Invasion": after the Attacker's first opportunity the
      // round goes on from the Defender; passing it does not count.
      f.naval = false;
      if (o.kind == OptionKind::Pass) {
        f.to_act = s_.attack.defender;
        s_.stack.push_back(f);
        return;
      }
    }
    if (o.kind == OptionKind::Pass) {
      ++f.passes;
      s_.stack.push_back(f);
      return;
    }
    f.passes = 0;
    s_.stack.push_back(f);
    Option act = o;
    act.player = kNoPlayer;  // the actor is the ActionFrame's player
    s_.stack.push_back(ActionFrame{actor, act, 0});
    return;
  }
  // Siege rule 7: the team and the Challenge player alternate, as two sides.
  int participants = 0;
  for (const Player& p : s_.players) participants += !p.eliminated;
  if (s_.is_siege()) participants = 2;
  if (f.kind == RoundKind::Dynasty) participants = 1;
  if (f.passes >= participants) return;  // everyone passed in a row: the round ends

  std::vector<Option> opts;
  if (f.only == kNoPlayer || s_.same_side(f.only, f.to_act)) {
    if (s_.is_rokugani(f.to_act)) {
      for (PlayerId m : s_.side_of(f.to_act)) {
        if (f.kind == RoundKind::Dynasty && !is_active(m)) continue;
        const std::size_t from = opts.size();
        for (Option& o : legal_actions(m, f.kind)) opts.push_back(o);
        for (std::size_t i = from; i < opts.size(); ++i) opts[i].player = m;
      }
    } else {
      opts = legal_actions(f.to_act, f.kind);
    }
  }
  if (f.naval) {
    // CR20F "Naval Invasion": only an action from a card in a Naval
    // Personality's unit; with none, the round starts as usual.
    std::erase_if(opts, [&](const Option& o) {
      const CardId pers = o.kind == OptionKind::UseAbility ? this_personality(o.card) : kNoCard;
      return pers == kNoCard || !has_kw(pers, Kw::Naval);
    });
    if (opts.empty()) {
      f.naval = false;
      f.to_act = s_.attack.defender;
      s_.stack.push_back(f);
      return;
    }
  }
  if (f.from_unit) {
    // An effect's first opportunity "to take a Battle action, which must
    // come from a card in a unit": a Personality in play, or a card
    // attached to one (CR20F "Unit"); else only a pass.
    std::erase_if(opts, [&](const Option& o) {
      if (o.kind != OptionKind::UseAbility && o.kind != OptionKind::CombineAttack) return true;
      const CardId pers = this_personality(o.card);
      return pers == kNoCard || s_.card(pers).zone != Zone::InPlay;
    });
    if (opts.empty()) f.from_unit = false;
  }
  if (opts.empty()) {
    // Nothing but passing is legal, so pass without asking.
    ++f.passes;
    if (f.kind != RoundKind::Dynasty) f.to_act = s_.next_player(f.to_act);
    s_.stack.push_back(f);
    return;
  }
  opts.insert(opts.begin(), Option{OptionKind::Pass});
  const PlayerId who = f.to_act;
  f.asked = true;
  s_.stack.push_back(f);
  const char* what = f.naval                          ? "Naval Invasion"
                     : f.kind == RoundKind::ActionPhase ? "Action Phase"
                     : f.kind == RoundKind::Dynasty   ? "Dynasty Phase"
                     : f.kind == RoundKind::Engage    ? "Engage segment"
                     : f.kind == RoundKind::Combat    ? "Combat segment"
                                                      : "Interrupt";
  ask(who, QuestionKind::ChooseAction, std::string(what) + ": take an action or pass",
      std::move(opts));
}

void Engine::run_frame(ActionFrame f) {
  if (f.action.kind == OptionKind::UseAbility || f.action.kind == OptionKind::CombineAttack) return run_ability(f);
  const PlayerId p = f.player;
  const Option& o = f.action;
  if (f.stage == ActionFrame::kInvestStage) {
    // A Recruit by a card effect (recruit_by_effect), for its cost less the
    // discount kept in `paid`: CR20F "Invest" is offered before paying.
    if (f.invest == ActionFrame::kInvestNotAsked) {
      if (ask_invest(f, std::max(0, recruit_cost(p, o.card) - f.paid))) return;
      f.invest = ActionFrame::kInvestDeclined;  // it can no longer be paid
    } else if (s_.answer.at(0).kind == OptionKind::Invest) {
      const int n = invest_cost(o.card);
      s_.modifiers.push_back({o.card, Stat::GoldCost, ModKind::Bonus, Duration::Permanent, static_cast<std::int16_t>(n)});
      f.invest = ActionFrame::kInvested;
      log(player_name(p) + " Invests " + std::to_string(n) + " Gold in " + name(o.card));
    } else if (f.invest == ActionFrame::kInvestAsking) {
      f.invest = ActionFrame::kInvestDeclined;
    }
    const int cost = std::max(0, recruit_cost(p, o.card) - f.paid);
    f.stage = 1;
    s_.stack.push_back(f);
    if (cost > 0) s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(cost), false, o.card, 0});
    return;
  }
  if (f.stage == 0) {
    const bool investing = f.invest == ActionFrame::kInvestAsking;
    if (investing) {
      // CR20F "Invest": before paying, the card's Gold Cost rises for good.
      if (s_.answer.at(0).kind == OptionKind::Invest) {
        const int n = invest_cost(o.card);
        s_.modifiers.push_back({o.card, Stat::GoldCost, ModKind::Bonus, Duration::Permanent, static_cast<std::int16_t>(n)});
        f.invest = ActionFrame::kInvested;
        log(player_name(p) + " Invests " + std::to_string(n) + " Gold in " + name(o.card));
      } else {
        f.invest = ActionFrame::kInvestDeclined;
      }
    } else {
    // A. Announce.
    log(player_name(p) + ": " + describe(o));
    if (o.kind == OptionKind::Cycle) {
      // The rulebook's first-turn Cycle is used first; then a Cycle "one
      // additional time per game" (a Stronghold's trait).
      Player& pl = s_.players[p];
      const bool normal = (pl.turns_started == 1 || clock_grants(p, Trait::Kind::ExtraCycle)) &&
                          !pl.used(PlayerAbility::Cycle);
      if (normal) pl.mark_used(PlayerAbility::Cycle);
      else pl.extra_cycle_used = true;
    }
    if (o.kind == OptionKind::RecruitProclaim) s_.players[p].mark_used(PlayerAbility::Proclaim);
    if (o.kind == OptionKind::Lobby) s_.players[p].mark_used(PlayerAbility::Lobby);
    if (o.kind == OptionKind::Legacy) s_.players[p].mark_used(PlayerAbility::Legacy);
    if (o.kind == OptionKind::FavorBattle) s_.players[p].mark_used(PlayerAbility::FavorBattle);
    if (o.kind == OptionKind::CavalryMove) s_.players[p].mark_used(PlayerAbility::Cavalry);
    if (o.kind == OptionKind::FavorLimited) s_.players[p].mark_used(PlayerAbility::FavorLimited);
    if (o.kind == OptionKind::NavalInvasion) s_.players[p].mark_used(PlayerAbility::NavalInvasion);
    }
    // B. Pay costs.
    int cost = 0;
    switch (o.kind) {
      case OptionKind::Equip:
      case OptionKind::ReserveEquip: cost = equip_cost(p, o.card, o.target); break;
      case OptionKind::Legacy: cost = gold_cost(o.card); break;
      case OptionKind::Recruit:
      case OptionKind::ReserveRecruit:
      case OptionKind::RecruitProclaim: cost = std::max(0, recruit_cost(p, o.card) - proclaim_discount(p)); break;
      case OptionKind::KharmicDraw:
      case OptionKind::KharmicRefill: cost = 2; break;
      default: break;
    }
    const bool enters_play = o.kind == OptionKind::Equip || o.kind == OptionKind::ReserveEquip ||
                             o.kind == OptionKind::Recruit || o.kind == OptionKind::ReserveRecruit ||
                             o.kind == OptionKind::RecruitProclaim;
    if (!investing && enters_play && ask_invest(f, cost)) return;
    f.stage = 1;
    s_.stack.push_back(f);
    // Recruit, Equip and Legacy pay for a card, which restricted Gold may fit.
    const CardId paying_for = o.kind == OptionKind::KharmicDraw || o.kind == OptionKind::KharmicRefill ? kNoCard : o.card;
    if (cost > 0) s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(cost), false, paying_for, 0});
    return;
  }
  // C. Targets were chosen with the option. D. Interrupts: to the rulebook's
  // Battle and Engage actions (CR20F "Interrupt Step"; the Ring of Earth
  // answers Favor Battle) and its Recruit (an Interrupt of the card it
  // brings into play, keywords.md "Interrupt"). The other Dynasty, Limited
  // and Open rulebook actions get no Interrupt step yet: no card in our
  // library interrupts them.
  const bool recruit = o.kind == OptionKind::Recruit || o.kind == OptionKind::RecruitProclaim;
  if (f.stage == 1 && ((designators_of(f) & (kBattle | kEngage)) || recruit)) {
    const auto* below = s_.stack.empty() ? nullptr : std::get_if<ActionRoundFrame>(&s_.stack.back());
    f.stage = 2;
    s_.stack.push_back(f);
    if (!(below && below->kind == RoundKind::Interrupt))
      s_.stack.push_back(ActionRoundFrame{RoundKind::Interrupt, s_.active, 0, false});
    return;
  }
  // E. Resolve.
  if (f.negated) {
    if (o.kind == OptionKind::FavorBattle) s_.favor = kNoPlayer;  // its cost was paid
    log("The action is negated");
    return;
  }
  resolve_action(f);
  check_state();
}

void Engine::resolve_action(const ActionFrame& f) {
  const PlayerId p = f.player;
  const Option& o = f.action;
  switch (o.kind) {
    case OptionKind::Cycle: s_.stack.push_back(CycleFrame{p, false}); break;
    case OptionKind::Equip:
    case OptionKind::ReserveEquip: {
      const bool from_hand = s_.card(o.card).zone == Zone::Hand;
      attach(o.card, o.target);
      fire_triggers(o.card, p, static_cast<std::uint8_t>(Trigger::When::AfterEquipped));
      after_enters_play(o.card, p);
      if (from_hand) fire_from_hand(o.card, p);
      if (f.invest == ActionFrame::kInvested) fire_triggers(o.card, p, static_cast<std::uint8_t>(Trigger::When::Invested));
      break;
    }
    case OptionKind::Lobby:
      // "Who Lobbied this turn" (filter lobbied_this_turn): kept with the turn's used abilities.
      if (const std::uint32_t key = used_tag_key(UsedTag::Lobbied, o.target);
          std::find(s_.used_abilities.begin(), s_.used_abilities.end(), key) == s_.used_abilities.end())
        s_.used_abilities.push_back(key);
      bow(o.target, p);
      s_.favor = p;
      log(player_name(p) + " takes the Imperial Favor");
      fire_when(o.target, Trigger::When::AfterLobbies);
      break;
    case OptionKind::FavorLimited:
      s_.favor = kNoPlayer;
      log(player_name(p) + " discards the Imperial Favor");
      if (territory_rule(p, &CardDef::TerritoryRules::favor_limited_no_discard))
        draw(p, 1);  // the Temple District: no card to discard
      else
        s_.stack.push_back(DiscardFromHandFrame{p, 1, 1, false});
      break;
    case OptionKind::Recruit:
    case OptionKind::ReserveRecruit:
    case OptionKind::RecruitProclaim: {
      const bool holding = def(o.card).type == CardType::Holding;
      const int province = s_.card(o.card).province;
      if (first_discount(p, o.card) > 0) s_.siege.clock_discount_used = true;
      // CR20F "Reserve": into the current battlefield.
      const bool reserve = o.kind == OptionKind::ReserveRecruit && s_.attack.active && s_.attack.current >= 0;
      // CR20F "Recruit": a Personality Recruited during a battle (by an
      // effect) enters play in his controller's army at the current
      // battlefield (as a created one does: when the player has units there).
      const bool into_army = !holding && s_.attack.active && s_.attack.current >= 0 &&
                             !units_at(p, s_.attack.current).empty();
      // CR20F "Holding": Holdings enter play bowed, unless the card says
      // it enters play unbowed.
      const bool unbowed = std::any_of(def(o.card).traits.begin(), def(o.card).traits.end(),
                                       [](const Trait& t) { return t.kind == Trait::Kind::EntersUnbowed; });
      // "Before you Proclaim him, increase the Honor gain to equal ...": the
      // trait's count is taken before he enters play (CR20F "Proclaim").
      int proclaim_at_least = 0;
      if (o.kind == OptionKind::RecruitProclaim)
        for (const Trait& t : def(o.card).traits)
          if (t.kind == Trait::Kind::ProclaimGain) {
            int times = 1;
            if (t.per) {
              times = 0;
              for (const Player& pl : s_.players)
                for (CardId x : pl.in_play) times += matches(p, o.card, *t.per, x, nullptr, false);
              if (t.per_max > 0) times = std::min(times, t.per_max);
            }
            proclaim_at_least = std::max(proclaim_at_least, t.amount * times);
          }
      put_into_play(o.card, p, reserve || into_army ? s_.attack.current : kHome, holding && !unbowed);
      if (o.kind == OptionKind::RecruitProclaim)
        gain_honor(p, std::max(personal_honor(o.card), proclaim_at_least));
      refill_provinces(p);
      // Recruited by an effect that refills the Province face-up (value 1),
      // or a card a trait has refill it (the Hour of the Dog's Forests).
      if ((o.value == 1 || granted(Trait::Kind::RefillOnEntering, o.card)) && province >= 0)
        for (CardId r : s_.players[p].provinces[province].cards) s_.card(r).face_up = true;
      fire_triggers(o.card, p, static_cast<std::uint8_t>(Trigger::When::AfterRecruited));
      // CR20F "Proclaim": "after you Proclaim this Personality".
      if (o.kind == OptionKind::RecruitProclaim)
        fire_triggers(o.card, p, static_cast<std::uint8_t>(Trigger::When::AfterProclaimed));
      after_enters_play(o.card, p);
      if (f.invest == ActionFrame::kInvested) fire_triggers(o.card, p, static_cast<std::uint8_t>(Trigger::When::Invested));
      fire_you_recruit(p, o.card);
      break;
    }
    case OptionKind::Overlay: {
      // The new card takes the old one's place and is the same card: states,
      // attachments and ongoing effects carry over; the old card leaves the
      // game without leaving play.
      const Card old = s_.card(o.target);
      for (CardId a : attachments(o.target)) s_.card(a).attached_to = o.card;
      for (StatModifier& m : s_.modifiers)
        if (m.card == o.target) m.card = o.card;
      put_into_play(o.card, old.controller, old.location, old.bowed);
      s_.card(o.card).dishonorable = old.dishonorable;
      s_.card(o.card).tokens = old.tokens;  // CR20F "Experienced": it keeps the old card's tokens
      // Re-point attachments before removing, so they are not removed with him.
      {
        Card& k = s_.card(o.target);
        auto& v = s_.players[k.controller].in_play;
        v.erase(std::find(v.begin(), v.end(), o.target));
        k.zone = Zone::Removed;
        k.location = kHome;
        k.bowed = false;
        k.tokens.clear();
        k.controller = k.owner;
        s_.players[k.owner].removed.push_back(o.target);
      }
      refill_provinces(p);
      break;
    }
    case OptionKind::Legacy: s_.stack.push_back(LegacyFrame{p, o.card, false}); break;
    case OptionKind::FavorBattle:
    case OptionKind::CavalryMove:
    case OptionKind::NavalInvasion:
    case OptionKind::Courage: resolve_battle_player_ability(
          p, o, f.no_move || unmoved(f, o.target, o.kind == OptionKind::CavalryMove ? s_.attack.current : -1));
      break;
    case OptionKind::DynastyDiscard:
      move_to_discard(o.card);
      refill_provinces(p);
      break;
    case OptionKind::KharmicDraw:
      move_to_discard(o.card);
      draw(p, 1);
      break;
    case OptionKind::KharmicRefill: {
      const int prov = s_.card(o.card).province;
      move_to_discard(o.card);
      refill_provinces(p);
      for (CardId c : s_.players[p].provinces[prov].cards) s_.card(c).face_up = true;
      break;
    }
    default: break;
  }
}

int Engine::invest_cost(CardId c) const {
  for (const Trigger& t : def(c).triggers)
    if (t.when == Trigger::When::Invested) return t.invest;
  return 0;
}

// CR20F "Invest": offered once, before paying for the card (or, on a
// Strategy, with the action's costs), when the player can pay it too
// (Good Faith).
bool Engine::ask_invest(ActionFrame& f, int cost) {
  const CardId c = f.action.card;
  const int n = invest_cost(c);
  if (n <= 0 || f.invest != ActionFrame::kInvestNotAsked) return false;
  const bool strategy = def(c).type == CardType::Strategy;
  if (gold_available(f.player, strategy ? kNoCard : c) < cost + n) return false;
  f.invest = ActionFrame::kInvestAsking;
  s_.stack.push_back(f);
  ask(f.player, QuestionKind::ChooseOne,
      "Invest " + std::to_string(n) + " Gold in " + name(c) +
          (strategy ? "?" : " (its Gold Cost rises by " + std::to_string(n) + " for good)?"),
      {Option{OptionKind::Invest, c, kNoCard, static_cast<std::int16_t>(n)}, Option{OptionKind::NoInvest, c}});
  return true;
}

// An effect that Recruits: the rulebook Recruit's resolution, after paying
// the cost less the discount (value 1 on the option: refill face-up).
void Engine::recruit_by_effect(PlayerId p, CardId c, int discount, bool refill_face_up, bool proclaim) {
  const Card& k = s_.card(c);
  // From a Province, or found by searching the Dynasty deck and discard pile.
  if ((k.zone != Zone::Province && k.zone != Zone::DynastyDeck && k.zone != Zone::DynastyDiscard) || k.owner != p)
    return;
  // "You may Proclaim him" (the effect lifts Proclaim's "from a Province";
  // the rest of CR20F "Proclaim" holds).
  if (proclaim && !may_proclaim(p, c)) {
    log(player_name(p) + " may not Proclaim " + name(c) + " now");
    proclaim = false;
  }
  if (proclaim) s_.players[p].mark_used(PlayerAbility::Proclaim);
  const int cost = std::max(0, recruit_cost(p, c) - discount - (proclaim ? proclaim_discount(p) : 0));
  log(player_name(p) + (proclaim ? " Recruits and Proclaims " : " Recruits ") + name(c) +
      (cost ? " for " + std::to_string(cost) + " Gold" : std::string(" for free")));
  ActionFrame f{p,
                Option{proclaim ? OptionKind::RecruitProclaim : OptionKind::Recruit, c, kNoCard,
                       static_cast<std::int16_t>(refill_face_up ? 1 : 0)},
                1};
  // CR20F "Invest": offered before paying, when it can be paid too.
  const int n = invest_cost(c);
  if (n > 0 && gold_available(p, c) >= cost + n) {
    f.stage = ActionFrame::kInvestStage;
    f.paid = static_cast<std::int16_t>(discount);
    s_.stack.push_back(f);
    return;
  }
  s_.stack.push_back(f);
  if (cost > 0) s_.stack.push_back(PayGoldFrame{p, static_cast<std::int16_t>(cost), false, c, 0});
}

// A Holding whose Gold, paying to Recruit a matching card, refills that
// card's Province face-up: the Recruit waiting under this payment is marked
// to refill face-up (the mark an effect's Recruit uses, value 1).
void Engine::refill_face_up_if_paying_for(CardId producer, const PayGoldFrame& f) {
  const auto& filter = def(producer).refills_face_up_paying_for;
  if (!filter || f.paying_for == kNoCard ||
      !matches(f.player, producer, *filter, f.paying_for, nullptr, false))
    return;
  for (auto it = s_.stack.rbegin(); it != s_.stack.rend(); ++it)
    if (auto* a = std::get_if<ActionFrame>(&*it);
        a && a->action.card == f.paying_for &&
        (a->action.kind == OptionKind::Recruit || a->action.kind == OptionKind::RecruitProclaim)) {
      a->action.value = 1;
      log(name(producer) + " will refill " + name(f.paying_for) + "'s Province face-up");
      return;
    }
}

void Engine::run_frame(PayGoldFrame f) {
  Player& pl = s_.players[f.player];
  if (f.asked) {
    const Option o = s_.answer.at(0);
    const CardId src = o.card;
    if (o.kind == OptionKind::ProduceRestrictedGold) {
      const int made = restricted_gold_for(src, f.paying_for);
      bow(src, f.player);
      f.restricted = static_cast<std::int16_t>(f.restricted + made);
      if (def(src).restricted_gold->reduces_cost)
        log(pl.name + " bows " + name(src) + ": " + name(f.paying_for) + " costs " + std::to_string(made) +
            " Gold less");
      else
        log(pl.name + " bows " + name(src) + " to produce " + std::to_string(made) + " Gold for " +
            name(f.paying_for) + " only");
    } else if (o.value == 1) {
      // A Stronghold's "once per game, produce N Gold": nothing bows.
      const int made = once_per_game_gold(f.player);
      pl.once_per_game_gold_used = true;
      pl.gold_pool = static_cast<std::int16_t>(pl.gold_pool + made);
      log(pl.name + " uses " + name(src) + "'s once-per-game Gold: " + std::to_string(made) + " Gold");
    } else {
      const int made = gold_production(src);
      bow(src, f.player);
      pl.gold_pool = static_cast<std::int16_t>(pl.gold_pool + made);
      log(pl.name + " bows " + name(src) + " to produce " + std::to_string(made) + " Gold");
      // "Produce 2 Gold and lose 1 Honor": the loss is part of producing.
      if (const int loss = def(src).produce_honor_loss) lose_honor(f.player, loss, f.player);
      refill_face_up_if_paying_for(src, f);
    }
    f.asked = false;
  }
  // Restricted Gold is spent first, so that unrestricted Gold is what is left
  // in the pool (CR20F "Paying Gold Costs": the player orders the payment).
  if (f.restricted + pl.gold_pool >= f.cost) {
    const int from_pool = std::max(0, f.cost - f.restricted);
    pl.gold_pool = static_cast<std::int16_t>(pl.gold_pool - from_pool);
    return;
  }
  std::vector<Option> opts;
  for (CardId c : pl.in_play) {
    if (can_produce_gold(c)) opts.push_back({OptionKind::ProduceGold, c});
    if (!s_.card(c).bowed && restricted_gold_for(c, f.paying_for) > 0)
      opts.push_back({OptionKind::ProduceRestrictedGold, c});
  }
  if (once_per_game_gold(f.player) > 0) opts.push_back({OptionKind::ProduceGold, pl.stronghold, kNoCard, 1});
  if (opts.empty()) {
    // Good Faith makes this unreachable; keep the game going and say so.
    log("error: " + pl.name + " cannot pay " + std::to_string(f.cost) + " Gold");
    pl.gold_pool = 0;
    return;
  }
  f.asked = true;
  s_.stack.push_back(f);
  if (opts.size() == 1) {  // only one way to go on: produce without asking
    s_.answer = opts;
    return;
  }
  ask(f.player, QuestionKind::ChooseOne,
      "Pay " + std::to_string(f.cost) + " Gold (" + std::to_string(pl.gold_pool) +
          " in your pool): bow a card to produce Gold",
      std::move(opts));
}

void Engine::run_frame(CycleFrame f) {
  Player& pl = s_.players[f.player];
  if (f.asked) {
    // CR20F "Cycle": chosen cards go to the bottom of the deck, then the
    // Provinces are refilled and all their cards turned face-up.
    for (const Option& o : s_.answer) {
      take_from_zone(o.card);
      forget(o.card);
      s_.card(o.card).zone = Zone::DynastyDeck;
      s_.card(o.card).face_up = false;
      pl.dynasty_deck.insert(pl.dynasty_deck.begin(), o.card);
    }
    refill_provinces(f.player);
    for (Province& pr : pl.provinces)
      for (CardId c : pr.cards) s_.card(c).face_up = true;
    log(pl.name + " cycles " + std::to_string(s_.answer.size()) + " card(s)");
    return;
  }
  std::vector<Option> opts;
  for (const Province& pr : pl.provinces)
    if (!pr.destroyed)
      for (CardId c : pr.cards)
        if (s_.card(c).face_up) opts.push_back({OptionKind::PickCard, c});
  if (opts.empty()) return;
  f.asked = true;
  s_.stack.push_back(f);
  const int n = static_cast<int>(opts.size());
  ask(f.player, QuestionKind::ChooseSome, "Cycle: choose the Province cards to put on the bottom",
      std::move(opts), 1, n);
}

}  // namespace l5r

namespace l5r {

void Engine::run_frame(LegacyFrame f) {
  Player& pl = s_.players[f.player];
  if (!f.asked) {
    std::vector<Option> opts;
    for (CardId c : pl.hand) opts.push_back({OptionKind::PickCard, c});
    if (opts.empty()) return;
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Legacy: remove a card in your hand from the game",
        std::move(opts));
    return;
  }
  const CardId gone = s_.answer.at(0).card;
  log(pl.name + " removes " + name(gone) + " from the game");
  remove_from_game(gone);
  const bool from_deck = s_.card(f.holding).zone == Zone::DynastyDeck;
  log(pl.name + " finds " + name(f.holding) + " and Recruits it");
  put_into_play(f.holding, f.player, kHome, true);
  if (from_deck) s_.rng.shuffle(pl.dynasty_deck);  // a searched deck is shuffled
  refill_provinces(f.player);
}

}  // namespace l5r

// The Attack Phase and battles (CR20F "Attack Phase", "Battles"): the
// declaration, allies in multiplayer games (Celestial "Invite Allies"), the
// Maneuvers, the Engage and Combat segments as action rounds, resolution and
// its aftermath; in Siege, battlefields at the Territories (Siege rule 10).
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

std::string Engine::battlefield_label(int bf) const {
  const Attack& at = s_.attack;
  const int i = at.battlefield_province[bf];
  if (at.at_territories) return name(s_.siege.territories[i].card);
  return player_name(at.defender) + "'s Province " + std::to_string(i + 1);
}

// Celestial "Invite Allies": the first time an invited player assigns a
// unit he becomes an ally of that army and gains 2 Honor, or rehonors his
// dishonorable assigned Personalities instead.
void Engine::join_as_ally(PlayerId p, bool attacking) {
  Attack& at = s_.attack;
  at.joined[p] = attacking ? Attack::kAttackingAlly : Attack::kDefendingAlly;
  log(player_name(p) + " joins " + player_name(attacking ? at.attacker : at.defender) + "'s army as an ally");
  bool rehonored = false;
  for (CardId c : s_.players[p].in_play)
    if (s_.card(c).location != kHome && s_.card(c).dishonorable) {
      s_.card(c).dishonorable = false;
      log(name(c) + " is rehonored");
      rehonored = true;
    }
  if (!rehonored) gain_honor(p, 2);
}

std::vector<CardId> Engine::army_units(PlayerId leader, int battlefield) const {
  std::vector<CardId> out = side_units_at(leader, battlefield);
  const Attack& at = s_.attack;
  if (!at.active || at.joined.empty()) return out;
  const std::uint8_t army = leader == at.attacker   ? Attack::kAttackingAlly
                            : leader == at.defender ? Attack::kDefendingAlly
                                                    : Attack::kNoArmy;
  if (army == Attack::kNoArmy) return out;
  for (PlayerId q = 0; q < s_.players.size() && q < at.joined.size(); ++q)
    if (at.joined[q] == army)
      for (CardId c : units_at(q, battlefield)) out.push_back(c);
  return out;
}

bool Engine::enemies(PlayerId p, PlayerId q) const {
  if (s_.same_side(p, q)) return false;
  const Attack& at = s_.attack;
  if (!at.active || at.joined.empty()) return true;
  // Allies fight in their leader's army: they are not each other's enemies.
  auto army = [&](PlayerId x) -> int {
    if (x == at.attacker) return Attack::kAttackingAlly;
    if (x == at.defender) return Attack::kDefendingAlly;
    if (x >= at.joined.size()) return Attack::kNoArmy;
    return at.joined[x];
  };
  const int a = army(p), b = army(q);
  return a == Attack::kNoArmy || b == Attack::kNoArmy || a != b;
}

void Engine::note_arrival(CardId c) {
  Attack& at = s_.attack;
  const int bf = s_.card(c).location;
  if (!at.active || bf < 0 || bf >= static_cast<int>(at.battlefield_province.size())) return;
  if (!enemies(at.defender, s_.card(c).controller)) return;
  at.enemy_was_there.resize(at.battlefield_province.size(), false);
  at.enemy_was_there[bf] = true;
}

void Engine::run_frame(AttackFrame f) {
  Attack& at = s_.attack;
  const PlayerId a = s_.active;
  switch (f.stage) {
    case kAttackDeclare: {
      if (f.asked) {
        const Option o = s_.answer.at(0);
        if (o.kind == OptionKind::NoAttack) return;
        at = Attack{};
        at.active = true;
        at.attacker = a;
        at.defender = static_cast<PlayerId>(o.value);
        if (s_.is_challenger(a)) {
          // Siege rule 10: battlefields at every intact Territory.
          at.at_territories = true;
          for (std::size_t i = 0; i < s_.siege.territories.size(); ++i)
            if (!s_.siege.territories[i].destroyed)
              at.battlefield_province.push_back(static_cast<std::int8_t>(i));
        } else {
          const Player& d = s_.players[at.defender];
          for (std::size_t i = 0; i < d.provinces.size(); ++i)
            if (!d.provinces[i].destroyed) at.battlefield_province.push_back(static_cast<std::int8_t>(i));
        }
        at.fought.assign(at.battlefield_province.size(), false);
        at.invited.assign(s_.players.size(), Attack::kNotInvited);
        at.joined.assign(s_.players.size(), Attack::kNoArmy);
        log((s_.is_rokugani(a) ? std::string("The Rokugani") : player_name(a)) + " declare" +
            (s_.is_rokugani(a) ? "" : "s") + " an attack on " +
            (at.at_territories ? std::string("the Territories") : player_name(at.defender)));
        s_.stack.push_back(AttackFrame{kAttackerInvites, false});
        return;
      }
      std::vector<Option> opts{{OptionKind::NoAttack}};
      bool anyone = false;  // a bowed Personality may not be assigned
      for (CardId c : side_units_at(a, kHome)) anyone = anyone || !s_.card(c).bowed;
      if (!anyone) return;
      // Siege rule 13: the team attacks only the Challenge player; he attacks
      // the Territories, defended by the team (one member stands for it).
      for (PlayerId q = 0; q < s_.players.size(); ++q)
        if (!s_.same_side(a, q) && !s_.players[q].eliminated) {
          opts.push_back({OptionKind::DeclareAttack, kNoCard, kNoCard, static_cast<std::int16_t>(q)});
          if (s_.is_siege()) break;
        }
      f.asked = true;
      s_.stack.push_back(f);
      ask(a, QuestionKind::ChooseOne, "Attack Phase: declare an attack?", std::move(opts));
      return;
    }
    case kAttackerInvites:
    case kDefenderInvites: {
      // Celestial "Invite Allies": the Attacker, then the Defender, may invite
      // any third-party players (games of three or more, not Siege, whose
      // sides are fixed).
      const bool by_attacker = f.stage == kAttackerInvites;
      const PlayerId leader = by_attacker ? at.attacker : at.defender;
      const std::uint8_t mark = by_attacker ? Attack::kInvitedByAttacker : Attack::kInvitedByDefender;
      const auto next = static_cast<std::uint8_t>(by_attacker ? kDefenderInvites : kAttackerAssigns);
      if (f.asked) {
        for (const Option& o : s_.answer) {
          at.invited[o.value] = static_cast<std::uint8_t>(at.invited[o.value] | mark);
          log(player_name(leader) + " invites " + player_name(static_cast<PlayerId>(o.value)) + " to ally");
        }
        s_.stack.push_back(AttackFrame{next, false});
        return;
      }
      std::vector<Option> opts;
      if (!s_.is_siege())
        for (PlayerId q = 0; q < s_.players.size(); ++q)
          if (q != at.attacker && q != at.defender && !s_.players[q].eliminated)
            opts.push_back({OptionKind::PickPlayer, kNoCard, kNoCard, static_cast<std::int16_t>(q)});
      if (opts.empty()) {
        s_.stack.push_back(AttackFrame{next, false});
        return;
      }
      f.asked = true;
      s_.stack.push_back(f);
      const int n = static_cast<int>(opts.size());
      ask(leader, QuestionKind::ChooseSome,
          by_attacker ? "Invite allies to your attack (or none)" : "Invite allies to your defence (or none)",
          std::move(opts), 0, n);
      return;
    }
    case kAttackerAssigns:  // Maneuvers segment: the Attacker assigns, his allies, the Defender, his allies.
    case kDefenderAssigns:
    case kAttackingAlliesAssign:
    case kDefendingAlliesAssign: {
      const bool attacking = f.stage == kAttackerAssigns || f.stage == kAttackingAlliesAssign;
      const bool allies = f.stage == kAttackingAlliesAssign || f.stage == kDefendingAlliesAssign;
      const auto after = static_cast<std::uint8_t>(f.stage == kAttackerAssigns        ? kAttackingAlliesAssign
                                                   : f.stage == kAttackingAlliesAssign ? kDefenderAssigns
                                                   : f.stage == kDefenderAssigns       ? kDefendingAlliesAssign
                                                                                       : kAttackFight);
      if (allies && f.ally == kNoPlayer) {
        // The next invited player in turn order from the leader's left.
        const PlayerId leader = attacking ? at.attacker : at.defender;
        const std::uint8_t mark = attacking ? Attack::kInvitedByAttacker : Attack::kInvitedByDefender;
        for (int i = 1; i < s_.player_count(); ++i) {
          const auto q = static_cast<PlayerId>((leader + i) % s_.player_count());
          // Once he joined one army, the other leader's invitation lapses.
          if ((at.invited.size() > q && (at.invited[q] & mark)) && !s_.players[q].eliminated &&
              at.joined[q] == Attack::kNoArmy &&
              !(f.allies_done & (1u << q))) {
            f.ally = q;
            break;
          }
        }
        if (f.ally == kNoPlayer) {
          s_.stack.push_back(AttackFrame{after, false});
          return;
        }
      }
      const PlayerId who = allies ? f.ally : attacking ? at.attacker : at.defender;
      auto finish_player = [&] {
        if (!allies) {
          s_.stack.push_back(AttackFrame{after, false});
          return;
        }
        AttackFrame next = f;  // the next invited player
        next.allies_done = static_cast<std::uint8_t>(next.allies_done | (1u << f.ally));
        next.ally = kNoPlayer;
        next.asked = false;
        s_.stack.push_back(next);
      };
      if (f.asked) {
        const Option o = s_.answer.at(0);
        f.asked = false;
        if (o.kind == OptionKind::Done) {
          finish_player();
          return;
        }
        s_.card(o.card).location = static_cast<std::int8_t>(o.value);
        log(player_name(s_.card(o.card).controller) + " assigns " + name(o.card) +
            (attacking ? " to attack " : " to defend ") + battlefield_label(o.value));
        if (allies && at.joined[who] == Attack::kNoArmy) join_as_ally(who, attacking);
        note_arrival(o.card);
        check_state();  // a state check at once ("destroyed_while" traits)
        if (attacking) run_delayed_attacks(o.card, at.defender);  // "after he attacks you"
      }
      std::vector<Option> opts{{OptionKind::Done}};
      for (CardId c : allies ? units_at(who, kHome) : side_units_at(who, kHome)) {
        if (s_.card(c).bowed) continue;  // a unit led by a bowed Personality may not be assigned
        if (barred_from_defending(c, !attacking)) continue;  // "cannot defend"
        for (std::size_t b = 0; b < at.battlefield_province.size(); ++b)
          opts.push_back({OptionKind::AssignUnit, c, kNoCard, static_cast<std::int16_t>(b)});
      }
      if (opts.size() == 1) {
        finish_player();
        return;
      }
      f.asked = true;
      s_.stack.push_back(f);
      ask(who, QuestionKind::ChooseOne,
          attacking ? (allies ? "Maneuvers: assign units to join the attack, then choose Done"
                              : "Maneuvers: assign your attackers, then choose Done")
                    : (allies ? "Maneuvers: assign units to join the defence, then choose Done"
                              : "Maneuvers: assign your defenders, then choose Done"),
          std::move(opts));
      return;
    }
    case kAttackFight: {  // Fight battles, in the order the Attacker chooses.
      int chosen = -1;
      if (f.asked) {
        chosen = s_.answer.at(0).value;
        f.asked = false;
      } else {
        std::vector<Option> opts;
        for (std::size_t b = 0; b < at.fought.size(); ++b)
          if (!at.fought[b])
            opts.push_back({OptionKind::ChooseBattlefield, kNoCard, kNoCard, static_cast<std::int16_t>(b)});
        if (opts.empty()) {
          end_attack();
          return;
        }
        if (opts.size() == 1) {
          chosen = opts[0].value;
        } else {
          f.asked = true;
          s_.stack.push_back(f);
          ask(at.attacker, QuestionKind::ChooseOne, "Choose the next battlefield to fight at",
              std::move(opts));
          return;
        }
      }
      at.fought[chosen] = true;
      s_.stack.push_back(f);
      s_.stack.push_back(BattleFrame{static_cast<std::int8_t>(chosen), 0});
      return;
    }
  }
}

void Engine::run_frame(BattleFrame f) {
  Attack& at = s_.attack;
  switch (f.stage) {
    case 0:  // Engage segment: an action round starting with the Defender.
      at.current = f.battlefield;
      at.naval_invasion = false;
      at.combat_first = kNoPlayer;
      at.combat_first_from_unit = false;
      log("Battle at " + battlefield_label(f.battlefield));
      s_.stack.push_back(BattleFrame{f.battlefield, 1});
      s_.stack.push_back(ActionRoundFrame{RoundKind::Engage, at.defender, 0, false});
      return;
    case 1: {  // Combat segment.
      s_.stack.push_back(BattleFrame{f.battlefield, 2});
      // CR20F "Naval Invasion": the Attacker has the first opportunity.
      ActionRoundFrame r{RoundKind::Combat, at.naval_invasion ? at.attacker : at.defender, 0, false};
      r.naval = at.naval_invasion;
      // An effect gave a player the first opportunity (Gathering); it
      // replaces the Naval Invasion's, which is the rulebook's own.
      if (at.combat_first != kNoPlayer && !s_.players[at.combat_first].eliminated) {
        r.to_act = at.combat_first;
        r.naval = false;
        r.from_unit = at.combat_first_from_unit;
      }
      s_.stack.push_back(r);
      return;
    }
    case 2:  // Resolution segment and its aftermath.
      // Delayed effects "before this battle resolves" first; then resolution.
      if (delayed_waiting(Delay::BeforeBattleResolves, f.battlefield)) {
        s_.stack.push_back(f);
        run_delayed(Delay::BeforeBattleResolves, f.battlefield);
        return;
      }
      resolve_battle(f.battlefield);
      run_delayed(Delay::AfterBattleResolves, f.battlefield);
      at.current = -1;
      std::erase_if(s_.modifiers,
                    [](const StatModifier& m) { return m.until == Duration::EndOfBattle; });
      run_delayed(Delay::AfterBattleEnds, f.battlefield);
      check_state();
      return;
  }
}

// CR20F "Battle Resolution" and "After Resolution".
void Engine::resolve_battle(int bf) {
  Attack& at = s_.attack;
  const int prov = at.battlefield_province[bf];
  const std::vector<CardId> attackers = army_units(at.attacker, bf);
  const std::vector<CardId> defenders = army_units(at.defender, bf);
  const int af = army_force(at.attacker, bf);
  const int df = army_force(at.defender, bf);
  const int strength =
      at.at_territories ? territory_strength(prov) : province_strength(at.defender, prov);
  log("Resolution: attacking Force " + std::to_string(af) + ", defending Force " +
      std::to_string(df) + ", Province Strength " + std::to_string(strength));
  for (CardId c : attackers) at.resolved_attackers.push_back(c);

  // Destroys an army by battle resolution and counts the cards destroyed.
  // CR20F "Resilient": once per game, a Resilient card is not destroyed by
  // battle resolution (his attachments still are).
  // "Battle resolution will not destroy cards in this unit while ...": a
  // trait (Trait::Kind::SparedByResolution) whose cards it names survive.
  auto spared = [&](CardId x) {
    bool found = false;
    for (const Player& pl : s_.players)
      for (CardId from : pl.in_play)
        for (const Trait& t : def(from).traits) {
          if (found || t.kind != Trait::Kind::SparedByResolution || !t.each || !applies(from, t.threat)) continue;
          const PlayerId owner = s_.card(from).controller;
          if (t.condition && !holds(*t.condition, owner, from, nullptr)) continue;
          found = matches(owner, from, *t.each, x, nullptr, false);
        }
    if (found) log("Battle resolution does not destroy " + name(x));
    return found;
  };
  auto destroy_army = [&](const std::vector<CardId>& army) {
    int cards = 0;
    for (CardId c : army) {
      for (CardId a : attachments(c)) {
        if (spared(a)) continue;
        if (has_kw(a, Kw::Resilient) && !s_.card(a).resilience_used) {
          s_.card(a).resilience_used = true;
          log(name(a) + " is Resilient and survives");
          continue;
        }
        ++cards;
        destroy(a);
      }
      if (spared(c)) continue;
      if (has_kw(c, Kw::Resilient) && !s_.card(c).resilience_used) {
        s_.card(c).resilience_used = true;
        log(name(c) + " is Resilient and survives");
        continue;
      }
      ++cards;
      destroy(c);
    }
    return cards;
  };
  // CR20F "Rehonoring" 0.3: a player with dishonorable Personalities in his
  // army rehonors them instead of gaining Honor for destroying enemy cards.
  auto rehonor_instead = [&](PlayerId p, const std::vector<CardId>& army) {
    bool rehonored = false;
    for (CardId c : army)
      if (s_.card(c).zone == Zone::InPlay && s_.card(c).dishonorable) {
        s_.card(c).dishonorable = false;
        log(name(c) + " is rehonored instead of " + player_name(p) + " gaining Honor");
        rehonored = true;
      }
    return rehonored;
  };
  auto battle_honor = [&](PlayerId p, const std::vector<CardId>& army, int destroyed) {
    if (destroyed > 0 && !rehonor_instead(p, army)) gain_honor(p, 2 * destroyed);
  };
  auto side_wins = [&](PlayerId p) {
    return s_.is_rokugani(p) ? std::string("The Rokugani win the battle")
                             : player_name(p) + " wins the battle";
  };
  // "After a battle resolution in which this card's army destroyed ...":
  // the winning army's cards, fired once resolution is done.
  std::vector<CardId> destroyers;
  auto army_cards = [&](const std::vector<CardId>& army) {
    std::vector<CardId> cards;
    for (CardId c : army) {
      cards.push_back(c);
      for (CardId a : attachments(c)) cards.push_back(a);
    }
    return cards;
  };
  if (af > df) {
    log(side_wins(at.attacker));
    // The Province (or Siege Territory) at this battlefield.
    auto fallen = [&] {
      return at.at_territories ? s_.siege.territories[prov].destroyed : s_.players[at.defender].provinces[prov].destroyed;
    };
    const bool stood = !fallen();
    const int n = destroy_army(defenders);
    if (at.at_territories) military_losses(prov, n, attackers);
    if (af > df + strength) {
      if (at.at_territories) {
        // Siege rule 10: Territories are destroyed as Provinces would be,
        // when they may be destroyed.
        if (s_.siege.territories[prov].destroyable) destroy_territory(prov);
        else log(name(s_.siege.territories[prov].card) + " cannot be destroyed yet");
      } else {
        destroy_province(at.defender, prov);
        // Siege rule 4: the Rokugani destroying a Challenge Province in
        // battle resolution discard the top Clock card.
        if (s_.is_challenger(at.defender)) discard_clock();
      }
    }
    battle_honor(at.attacker, attackers, n);
    if (n > 0 || (stood && fallen())) destroyers = army_cards(attackers);
  } else if (df > af) {
    log(side_wins(at.defender));
    const std::vector<CardId> cards = army_cards(defenders);
    const int n = destroy_army(attackers);
    battle_honor(at.defender, defenders, n);
    if (n > 0) destroyers = cards;
  } else if (!attackers.empty() && !defenders.empty()) {
    log("The battle is tied: both armies are destroyed");
    // In a tie the dishonorable are rehonored before they are destroyed.
    const bool attacker_rehonors = rehonor_instead(at.attacker, attackers);
    const bool defender_rehonors = rehonor_instead(at.defender, defenders);
    const int lost_by_defender = destroy_army(defenders);
    const int lost_by_attacker = destroy_army(attackers);
    if (!attacker_rehonors) gain_honor(at.attacker, 2 * lost_by_defender);
    if (!defender_rehonors) gain_honor(at.defender, 2 * lost_by_attacker);
  } else {
    log("The battle has no outcome");
  }
  // Attacking units bow (Conqueror units do not), then return home; this is
  // not movement.
  for (CardId c : army_units(at.attacker, bf)) {
    if (!conqueror(c)) {
      bow(c);
      for (CardId a : attachments(c)) bow(a);
    }
    s_.card(c).location = kHome;
  }
  // 0.3: discard any Terrain at the battlefield.
  discard_terrains(bf);
  for (CardId c : destroyers)
    if (s_.card(c).zone == Zone::InPlay)
      fire_triggers(c, s_.card(c).controller, static_cast<std::uint8_t>(Trigger::When::AfterArmyDestroys));
  // The Ring of Earth's condition: the Defender's Province survived a battle
  // that enemy units were at.
  if (!at.at_territories && !s_.players[at.defender].provinces[prov].destroyed &&
      bf < static_cast<int>(at.enemy_was_there.size()) && at.enemy_was_there[bf])
    ring_condition_met(at.defender, Trigger::When::PlayAfterBattleHeld);
}

// CR20F "After Resolution" 0.3, "Terrain": Terrains at the battlefield (any
// battlefield: kNoPlace) are discarded.
void Engine::discard_terrains(int bf) {
  std::vector<CardId> terrains;
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      if (def(c).type == CardType::Strategy && !def(c).is_kata() &&
          (bf == kNoPlace || s_.card(c).location == bf))
        terrains.push_back(c);
  for (CardId c : terrains) {
    log(name(c) + " is discarded after the battle");
    move_to_discard(c);
  }
}

void Engine::end_attack() {
  // CR20F "Fight Battles": units still at battlefields return home, and bow if
  // they were attacking.
  Attack& at = s_.attack;
  discard_terrains(kNoPlace);
  for (PlayerId p = 0; p < s_.players.size(); ++p)
    for (CardId c : s_.players[p].in_play) {
      Card& k = s_.card(c);
      if (k.location == kHome) continue;
      const bool attacking_ally = p < at.joined.size() && at.joined[p] == Attack::kAttackingAlly;
      if ((s_.same_side(p, at.attacker) || attacking_ally) && def(c).type == CardType::Personality) {
        bow(c);
        for (CardId a : attachments(c)) bow(a);
      }
      k.location = kHome;
    }
  at = Attack{};
  run_delayed(Delay::AfterAttackPhase);
  drop_delayed(false);
}

}  // namespace l5r

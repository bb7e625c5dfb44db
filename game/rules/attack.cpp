// The Attack Phase and battles (CR20F "Attack Phase", "Battles"). Engage and
// Combat segments run as action rounds; no Engage or Battle actions exist yet
// beyond what later issues add, so they pass by themselves for now.
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

std::string Engine::battlefield_label(int bf) const {
  const Attack& at = s_.attack;
  const int i = at.battlefield_province[bf];
  if (at.at_territories) return name(s_.siege.territories[i].card);
  return player_name(at.defender) + "'s Province " + std::to_string(i + 1);
}

void Engine::run_frame(AttackFrame f) {
  Attack& at = s_.attack;
  const PlayerId a = s_.active;
  switch (f.stage) {
    case 0: {  // Declaration segment.
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
        log((s_.is_rokugani(a) ? std::string("The Rokugani") : player_name(a)) + " declare" +
            (s_.is_rokugani(a) ? "" : "s") + " an attack on " +
            (at.at_territories ? std::string("the Territories") : player_name(at.defender)));
        s_.stack.push_back(AttackFrame{1, false});
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
    case 1:    // Maneuvers segment: the Attacker assigns, then the Defender.
    case 2: {
      const PlayerId who = f.stage == 1 ? at.attacker : at.defender;
      if (f.asked) {
        const Option o = s_.answer.at(0);
        f.asked = false;
        if (o.kind == OptionKind::Done) {
          s_.stack.push_back(AttackFrame{static_cast<std::uint8_t>(f.stage + 1), false});
          return;
        }
        s_.card(o.card).location = static_cast<std::int8_t>(o.value);
        log(player_name(s_.card(o.card).controller) + " assigns " + name(o.card) +
            (f.stage == 1 ? " to attack " : " to defend ") + battlefield_label(o.value));
      }
      std::vector<Option> opts{{OptionKind::Done}};
      for (CardId c : side_units_at(who, kHome)) {
        if (s_.card(c).bowed) continue;  // a unit led by a bowed Personality may not be assigned
        for (std::size_t b = 0; b < at.battlefield_province.size(); ++b)
          opts.push_back({OptionKind::AssignUnit, c, kNoCard, static_cast<std::int16_t>(b)});
      }
      if (opts.size() == 1) {
        s_.stack.push_back(AttackFrame{static_cast<std::uint8_t>(f.stage + 1), false});
        return;
      }
      f.asked = true;
      s_.stack.push_back(f);
      ask(who, QuestionKind::ChooseOne,
          f.stage == 1 ? "Maneuvers: assign your attackers, then choose Done"
                       : "Maneuvers: assign your defenders, then choose Done",
          std::move(opts));
      return;
    }
    case 3: {  // Fight battles, in the order the Attacker chooses.
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
      log("Battle at " + battlefield_label(f.battlefield));
      s_.stack.push_back(BattleFrame{f.battlefield, 1});
      s_.stack.push_back(ActionRoundFrame{RoundKind::Engage, at.defender, 0, false});
      return;
    case 1:  // Combat segment.
      s_.stack.push_back(BattleFrame{f.battlefield, 2});
      s_.stack.push_back(ActionRoundFrame{RoundKind::Combat, at.defender, 0, false});
      return;
    case 2:  // Resolution segment and its aftermath.
      resolve_battle(f.battlefield);
      at.current = -1;
      std::erase_if(s_.modifiers,
                    [](const StatModifier& m) { return m.until == Duration::EndOfBattle; });
      check_state();
      return;
  }
}

// CR20F "Battle Resolution" and "After Resolution".
void Engine::resolve_battle(int bf) {
  Attack& at = s_.attack;
  const int prov = at.battlefield_province[bf];
  const std::vector<CardId> attackers = side_units_at(at.attacker, bf);
  const std::vector<CardId> defenders = side_units_at(at.defender, bf);
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
  auto destroy_army = [&](const std::vector<CardId>& army) {
    int cards = 0;
    for (CardId c : army) {
      for (CardId a : attachments(c)) {
        if (def(a).has(Kw::Resilient) && !s_.card(a).resilience_used) {
          s_.card(a).resilience_used = true;
          log(name(a) + " is Resilient and survives");
          continue;
        }
        ++cards;
        destroy(a);
      }
      if (def(c).has(Kw::Resilient) && !s_.card(c).resilience_used) {
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
  if (af > df) {
    log(side_wins(at.attacker));
    const int n = destroy_army(defenders);
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
  } else if (df > af) {
    log(side_wins(at.defender));
    battle_honor(at.defender, defenders, destroy_army(attackers));
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
  for (CardId c : side_units_at(at.attacker, bf)) {
    if (!conqueror(c)) {
      bow(c);
      for (CardId a : attachments(c)) bow(a);
    }
    s_.card(c).location = kHome;
  }
}

void Engine::end_attack() {
  // CR20F "Fight Battles": units still at battlefields return home, and bow if
  // they were attacking.
  Attack& at = s_.attack;
  for (PlayerId p = 0; p < s_.players.size(); ++p)
    for (CardId c : s_.players[p].in_play) {
      Card& k = s_.card(c);
      if (k.location == kHome) continue;
      if (s_.same_side(p, at.attacker) && def(c).type == CardType::Personality) {
        bow(c);
        for (CardId a : attachments(c)) bow(a);
      }
      k.location = kHome;
    }
  at = Attack{};
}

}  // namespace l5r

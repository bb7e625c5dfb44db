// The Siege variant's rules that are not woven into the turn sequence
// (../shared/rules/siege-variant-rules.txt): the Clock (rule 4), Rank (rule
// 5), Territories (rules 3 and 10), Political tokens (rule 9), created
// Personalities, and the Siege victory conditions (rule 12).
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

int Engine::threat_level() const { return static_cast<int>(s_.siege.clock_discard.size()); }

// Rule 4: only the top of the Clock discard pile is in play, and a Clock card
// discarded by the Rokugani (face-down under the pile) never is.
CardId Engine::clock_in_play() const {
  const auto& pile = s_.siege.clock_discard;
  if (pile.empty() || !s_.card(pile.back()).face_up) return kNoCard;
  return pile.back();
}

bool Engine::applies(CardId src, std::uint8_t threat) const {
  if (def(src).type != CardType::Clock) return true;
  const CardId clock = clock_in_play();
  if (clock == kNoCard || (src != clock && src != s_.siege.copied_clock)) return false;
  return threat <= threat_level();
}

std::vector<CardId> Engine::clock_cards_in_effect() const {
  std::vector<CardId> out;
  const CardId clock = clock_in_play();
  if (clock == kNoCard) return out;
  out.push_back(clock);
  // The Hour of the Monkey: the copied card's traits and abilities work as
  // the Clock card in play's, each at its own number (Siege rule 4).
  if (s_.siege.copied_clock != kNoCard && s_.siege.copied_clock != clock) out.push_back(s_.siege.copied_clock);
  return out;
}

// Rule 5, with the Clock traits that increase Rank.
int Engine::rank() const {
  int r = s_.rokugani_count();
  for (CardId clock : clock_cards_in_effect())
    for (const Trait& t : def(clock).traits)
      if (t.kind == Trait::Kind::Rank && applies(clock, t.threat)) r += t.amount;
  return r;
}

bool Engine::clock_grants(PlayerId p, Trait::Kind kind) const {
  for (CardId clock : clock_cards_in_effect()) {
    if (!s_.same_side(s_.card(clock).controller, p)) continue;
    for (const Trait& t : def(clock).traits)
      if (t.kind == kind && applies(clock, t.threat)) return true;
  }
  return false;
}

void Engine::reveal_clock() {
  SiegeState& sg = s_.siege;
  if (sg.clock_deck.empty()) return;
  const CardId c = sg.clock_deck.back();
  sg.clock_deck.pop_back();
  Card& k = s_.card(c);
  k.zone = Zone::ClockDiscard;
  k.face_up = true;
  sg.clock_discard.push_back(c);
  sg.copied_clock = kNoCard;
  sg.clock_discount_used = false;
  log("The Clock turns: " + name(c) + " (Threat Level " + std::to_string(threat_level()) + ")");
  if (def(c).last_clock) sg.serpent_revealed = true;
  fire_revealed(c);
}

void Engine::fire_revealed(CardId c) {
  for (const Trigger& t : def(c).triggers) {
    if (t.when != Trigger::When::Revealed || !applies(c, t.threat)) continue;
    ActionFrame ctx{s_.siege.challenger, Option{OptionKind::UseAbility, c}, 4};
    for (const Effect& e : t.effects) apply_effect(e, ctx);
  }
}

// The Hour of the Monkey's choice. Its Revealed triggers ("when revealed"
// lines) resolve now, as if it had been revealed: the Monkey's reminder says
// each copied line resolves at its Threat Level.
void Engine::run_frame(CopyClockFrame f) {
  SiegeState& sg = s_.siege;
  const CardId clock = clock_in_play();
  if (!f.asked) {
    std::vector<Option> opts;
    for (CardId c : sg.clock_discard)
      if (c != clock && s_.card(c).face_up) opts.push_back({OptionKind::PickCard, c});
    if (opts.empty()) {
      log(name(clock) + " has no Clock card to copy");
      return;
    }
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne, "Choose the Clock card " + name(clock) + " copies", std::move(opts));
    return;
  }
  sg.copied_clock = s_.answer.at(0).card;
  log(name(clock) + " copies " + name(sg.copied_clock));
  fire_revealed(sg.copied_clock);
}

bool Engine::discard_clock() {
  SiegeState& sg = s_.siege;
  // Rule 4: the last card (the Hour of the Serpent) may never be discarded.
  if (sg.clock_deck.size() <= 1) {
    log("The last Clock card cannot be discarded");
    return false;
  }
  const CardId c = sg.clock_deck.back();
  sg.clock_deck.pop_back();
  Card& k = s_.card(c);
  k.zone = Zone::ClockDiscard;
  k.face_up = false;
  sg.clock_discard.insert(sg.clock_discard.begin(), c);
  log("The Rokugani discard a Clock card unresolved (Threat Level " +
      std::to_string(threat_level()) + ", " + std::to_string(sg.clock_deck.size()) +
      " Clock cards left)");
  return true;
}

int Engine::territory_strength(int t) const {
  const Territory& ter = s_.siege.territories[t];
  return std::max(0, def(ter.card).first.province_strength + ter.strength_bonus + ter.turn_bonus +
                        this_province_bonus(kNoPlayer, t, true));
}

int Engine::battlefield_strength(int bf) const {
  const Attack& at = s_.attack;
  if (bf < 0 || bf >= static_cast<int>(at.battlefield_province.size())) return 0;
  const int i = at.battlefield_province[bf];
  if (!at.at_territories) return province_strength(at.defender, i);
  if (!s_.siege.territories[i].destroyable) return 1 << 20;
  return territory_strength(i);
}

void Engine::destroy_territory(int t) {
  SiegeState& sg = s_.siege;
  Territory& ter = sg.territories[t];
  if (ter.destroyed || !ter.destroyable) return;
  ter.destroyed = true;
  log(name(ter.card) + " is destroyed");
  const CardDef::TerritoryRules& rules = *def(ter.card).territory;
  for (const std::string& id : rules.unlocks)
    for (Territory& other : sg.territories)
      if (def(other.card).id == id && !other.destroyed && !other.destroyable) {
        other.destroyable = true;
        log(name(other.card) + " may now be destroyed");
      }
  if (rules.destroy_leftmost_provinces)
    for (PlayerId p = 0; p < s_.players.size(); ++p) {
      if (!s_.is_rokugani(p) || s_.players[p].eliminated) continue;
      auto& provs = s_.players[p].provinces;
      for (std::size_t i = 0; i < provs.size(); ++i)
        if (!provs[i].destroyed) {
          destroy_province(p, static_cast<int>(i));
          break;
        }
    }
  if (!rules.challenger_creates.empty()) create(sg.challenger, rules.challenger_creates, 1);
  if (rules.team_loses) {
    log("The Rokugani players lose the game");
    s_.result = {true, sg.challenger, Victory::ImperialDistrict};
  }
}

bool Engine::territory_rule(PlayerId p, bool CardDef::TerritoryRules::*flag) const {
  if (!s_.is_rokugani(p)) return false;
  for (const Territory& t : s_.siege.territories)
    if (!t.destroyed && def(t.card).territory && (*def(t.card).territory).*flag && !territory_blank(t)) return true;
  return false;
}

// The Imperial District keeps its text: it is the Territory whose fall loses
// the Rokugani the game (`team_loses`). Province Strength is a stat, not
// text, and stays.
bool Engine::territory_blank(const Territory& t) const {
  if (t.destroyed || (def(t.card).territory && def(t.card).territory->team_loses)) return false;
  for (CardId clock : clock_cards_in_effect())
    for (const Trait& tr : def(clock).traits)
      if (tr.kind == Trait::Kind::BlankTerritories && applies(clock, tr.threat)) return true;
  return false;
}

void Engine::gain_political(int n) {
  if (n <= 0) return;
  s_.siege.political_tokens = static_cast<std::int16_t>(s_.siege.political_tokens + n);
  log("The Rokugani gain " + std::to_string(n) + " Political token(s) (now " +
      std::to_string(s_.siege.political_tokens) + ")");
}

// A created Personality ("create a 2F/2C/0PH Naga Warrior") is a new card
// instance; it exists only in play, and leaves the game when it leaves play.
void Engine::create(PlayerId p, const std::string& id, int n) {
  auto d = db_.find(id);
  if (!d) {
    log("error: no card '" + id + "' to create");
    return;
  }
  for (int i = 0; i < n; ++i) put_into_play(new_created_card(p, *d), p, kHome, false);
  if (n > 0)
    log(player_name(p) + " creates " + std::to_string(n) + " " + db_.def(*d).title +
        (n > 1 ? " Personalities" : ""));
}

// The Military District (intact, with its text): after battle resolution
// there destroys the Rokugani army, the Challenge player destroys cards of
// his army there, half as many (rounded down) as the Rokugani cards
// destroyed. His army's cards are its units and their attachments.
void Engine::military_losses(int territory, int lost, const std::vector<CardId>& army) {
  const Territory& t = s_.siege.territories.at(static_cast<std::size_t>(territory));
  const auto& rules = def(t.card).territory;
  if (!rules || !rules->challenger_destroys_half || t.destroyed || territory_blank(t)) return;
  if (!s_.is_challenger(s_.attack.attacker) || lost / 2 == 0) return;
  DestroyChosenFrame f{s_.attack.attacker, static_cast<std::uint8_t>(std::min(lost / 2, 255)), {}, false};
  for (CardId c : army) {
    f.among.push_back(c);
    for (CardId a : attachments(c)) f.among.push_back(a);
  }
  log(name(t.card) + ": " + player_name(f.player) + " must destroy " + std::to_string(f.count) +
      " card(s) of his army");
  s_.stack.push_back(std::move(f));
}

void Engine::run_frame(DestroyChosenFrame f) {
  if (f.asked) {
    for (const Option& o : s_.answer)
      if (s_.card(o.card).zone == Zone::InPlay) destroy(o.card);
    check_state();
    return;
  }
  std::vector<Option> opts;
  for (CardId c : f.among)
    if (s_.card(c).zone == Zone::InPlay) opts.push_back({OptionKind::PickCard, c});
  const int n = std::min<int>(f.count, static_cast<int>(opts.size()));
  if (n <= 0) return;
  f.asked = true;
  s_.stack.push_back(f);
  ask(f.player, QuestionKind::ChooseSome, "Destroy " + std::to_string(n) + " card(s) of your army",
      std::move(opts), n, n);
}

}  // namespace l5r

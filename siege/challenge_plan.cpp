#include "siege/challenge_plan.h"

namespace l5r::challenge_plan {

bool attack_territory(int army, int strength, bool last_turn) {
  return army > 0 && (army > strength || last_turn);
}

bool defend_here(int attackers, int defenders, int strength, int ready) {
  const bool falls = attackers > defenders + strength;
  const bool losing_defence = defenders > 0 && defenders <= attackers;
  if (!falls && !losing_defence) return false;  // safe, or already won
  return attackers < defenders + ready;         // its units can outfight them
}

}  // namespace l5r::challenge_plan

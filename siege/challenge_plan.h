#pragma once
// The Challenge script's attack and defence rules as plain arithmetic on
// Force, so that each can be tested on its numbers (tests/test_challenge_plan.cpp).
namespace l5r::challenge_plan {

// Declare an attack on the Territory to break: whenever its ready army's
// Force beats the Territory's Strength (and always on its last turn), however
// many Rokugani could defend. Time is on their side: every Challenge turn
// spent waiting brings the Hour of the Serpent closer, and its battle
// actions, played through before it takes them, win many battles its Force
// alone would lose.
bool attack_territory(int army, int strength, bool last_turn);

// Send one more unit to defend a Province attacked with `attackers` Force,
// where `defenders` already stand and the Province has `strength`, with
// `ready` Force still at home: only where the Province would fall (or its
// defenders there are losing) and its units can win the battle outright. The
// army that loses a battle is destroyed and each unit the Rokugani destroy
// in battle gives them 2 Political tokens, so units that would only hold the
// Province while they die stay home.
bool defend_here(int attackers, int defenders, int strength, int ready);

}  // namespace l5r::challenge_plan

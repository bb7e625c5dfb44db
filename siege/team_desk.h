#pragma once
// Team decisions as software (issue 6, "Team decisions"; Siege rule 7: the
// Rokugani "make all decisions together"). The engine asks a team question
// (Question::team) that any member may answer; the desk sits between the
// members and the engine: each member may propose an answer, everyone sees
// the proposals and the cards pinged for attention, and the room's policy
// decides when a proposal becomes the team's answer.
//
// The desk holds no game state: it is told the pending question and checks
// each proposal against the engine, so an illegal proposal is refused with
// the engine's reason and changes nothing.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"

namespace l5r {

enum class CommitPolicy : std::uint8_t {
  Captain,        // the captain's proposal is the answer; the others advise
  AllAgree,       // the answer is committed when every member proposes the same
  FirstProposal,  // the first legal proposal is the answer
};
std::string_view to_string(CommitPolicy p);
std::optional<CommitPolicy> parse_commit_policy(std::string_view s);

// Named for the member so they do not clash with the network messages that
// carry them (net::Proposal, net::Pinged).
struct MemberProposal {
  PlayerId member = kNoPlayer;
  Answer answer;
};

struct MemberPing {
  PlayerId member = kNoPlayer;
  CardId card = kNoCard;
};

class TeamDesk {
 public:
  TeamDesk(CommitPolicy policy, PlayerId captain) : policy_(policy), captain_(captain) {}

  struct Outcome {
    enum class Kind : std::uint8_t { Refused, Waiting, Commit } kind = Kind::Waiting;
    std::string reason;  // Refused: why; Waiting: what the desk waits for
    Answer answer;       // Commit: the team's answer, for Engine::answer
  };

  // A member's proposal for the pending question. Proposals for an older
  // question are refused; a new question clears the desk.
  Outcome propose(const CardDb& db, const GameState& s, PlayerId member, const Answer& a);
  // A member asks the team to look at a card (any card the member can see).
  bool ping(const GameState& s, PlayerId member, CardId card);

  // Proposals in the order they were made (a member's newer proposal replaces
  // his older one and goes last).
  const std::vector<MemberProposal>& proposals() const { return proposals_; }
  const std::vector<MemberPing>& pings() const { return pings_; }
  // This member's proposal for the current question, if he made one.
  const MemberProposal* proposal_of(PlayerId member) const;
  CommitPolicy policy() const { return policy_; }
  PlayerId captain() const { return captain_; }
  // The captain leaves (drops, loses): the next member still in the game leads.
  void set_captain(PlayerId p) { captain_ = p; }

  // Who is at the table now (a network room: connected players and bots, in
  // the order they should lead). Only these count for AllAgree, so a member
  // who dropped does not block the team; when the captain is not among them,
  // the first of them leads (the captain hand-off). Members who lost the game
  // or are not Rokugani are left out. Until it is called, every Rokugani
  // player still in the game counts, and the captain stays as given.
  void seat_members(const GameState& s, const std::vector<PlayerId>& present);
  const std::vector<PlayerId>& members() const { return members_; }

 private:
  void follow(const GameState& s);  // clears the desk when the question changed

  CommitPolicy policy_;
  PlayerId captain_;
  std::uint32_t question_ = 0;
  bool seated_ = false;  // seat_members was called: members_ counts, not every player
  std::vector<PlayerId> members_;
  std::vector<MemberProposal> proposals_;
  std::vector<MemberPing> pings_;
};

}  // namespace l5r

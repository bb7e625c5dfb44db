#include "siege/team_desk.h"

#include <algorithm>

#include "game/rules/engine.h"
#include "game/view.h"

namespace l5r {

std::string_view to_string(CommitPolicy p) {
  switch (p) {
    case CommitPolicy::Captain:
      return "captain";
    case CommitPolicy::AllAgree:
      return "all_agree";
    case CommitPolicy::FirstProposal:
      return "first_proposal";
  }
  return "?";
}

std::optional<CommitPolicy> parse_commit_policy(std::string_view s) {
  if (s == "captain") return CommitPolicy::Captain;
  if (s == "all_agree") return CommitPolicy::AllAgree;
  if (s == "first_proposal") return CommitPolicy::FirstProposal;
  return std::nullopt;
}

void TeamDesk::follow(const GameState& s) {
  const std::uint32_t id = s.pending ? s.pending->id : 0;
  if (id == question_) return;
  question_ = id;
  proposals_.clear();
  pings_.clear();
}

namespace {
// Two answers pick the same options, in any order.
bool same_pick(const Answer& a, const Answer& b) {
  std::vector<int> x = a.picked, y = b.picked;
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  return x == y;
}
}  // namespace

TeamDesk::Outcome TeamDesk::propose(const CardDb& db, const GameState& s, PlayerId member,
                                    const Answer& a) {
  follow(s);
  using K = Outcome::Kind;
  if (!s.pending) return {K::Refused, "no question is pending", {}};
  if (!s.pending->team) return {K::Refused, "the pending question is not the team's", {}};
  if (member >= s.players.size() || !s.is_rokugani(member) || s.players[member].eliminated)
    return {K::Refused, "only a Rokugani player still in the game may propose", {}};
  // The engine says whether the answer is legal; its Engine needs a mutable
  // state even to check, so it checks a copy.
  GameState copy = s;
  const l5r::Outcome verdict = Engine(db, copy).check(member, a);
  if (!verdict.accepted) return {K::Refused, verdict.reason, {}};
  std::erase_if(proposals_, [&](const MemberProposal& p) { return p.member == member; });
  proposals_.push_back({member, a});

  switch (policy_) {
    case CommitPolicy::FirstProposal:
      return {K::Commit, "", a};
    case CommitPolicy::Captain:
      if (member == captain_) return {K::Commit, "", a};
      return {K::Waiting, "the captain decides", {}};
    case CommitPolicy::AllAgree: {
      int members = 0, agreeing = 0;
      for (PlayerId p = 0; p < s.players.size(); ++p) {
        if (!s.is_rokugani(p) || s.players[p].eliminated) continue;
        if (seated_ && std::find(members_.begin(), members_.end(), p) == members_.end()) continue;
        ++members;
        for (const MemberProposal& pr : proposals_)
          if (pr.member == p && same_pick(pr.answer, a)) ++agreeing;
      }
      if (agreeing == members) return {K::Commit, "", a};
      return {K::Waiting,
              std::to_string(agreeing) + " of " + std::to_string(members) + " members agree",
              {}};
    }
  }
  return {K::Waiting, "", {}};
}

const MemberProposal* TeamDesk::proposal_of(PlayerId member) const {
  for (const MemberProposal& p : proposals_)
    if (p.member == member) return &p;
  return nullptr;
}

void TeamDesk::seat_members(const GameState& s, const std::vector<PlayerId>& present) {
  follow(s);
  members_.clear();
  for (PlayerId p : present)
    if (p < s.players.size() && s.is_rokugani(p) && !s.players[p].eliminated) members_.push_back(p);
  seated_ = true;
  if (std::find(members_.begin(), members_.end(), captain_) == members_.end() && !members_.empty())
    captain_ = members_.front();
}

bool TeamDesk::ping(const GameState& s, PlayerId member, CardId card) {
  follow(s);
  if (member >= s.players.size() || !s.is_rokugani(member) || card >= s.cards.size()) return false;
  if (!visible_to(s, card, member)) return false;  // only what the member can see
  pings_.push_back({member, card});
  return true;
}

}  // namespace l5r

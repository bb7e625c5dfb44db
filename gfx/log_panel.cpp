#include "gfx/log_panel.h"

#include <imgui.h>

#include <string>

namespace l5r::gfx {

void LogPanel::draw(const Log& log, const Fonts& fonts, Elements& out) {
  const float sc = fonts.scale();
  ImGui::PushFont(fonts.get(Face::UiBold, 15 * sc));
  ImGui::TextUnformatted("Log");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "log: " + std::to_string(log.lines.size()) + " lines");
  ImGui::Separator();
  ImGui::BeginChild("log-lines", {0, 0}, false);
  const bool at_bottom = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4;
  ImGui::PushFont(fonts.get(Face::Ui, 13 * sc));
  ImGui::PushTextWrapPos(0);
  for (const std::string& line : log.lines) {
    const bool turn = line.rfind("Turn ", 0) == 0;
    const bool battle = line.rfind("Battle at", 0) == 0 || line.rfind("Resolution:", 0) == 0;
    if (turn) {
      ImGui::Spacing();
      ImGui::TextColored(ImVec4(1, 0.82f, 0.35f, 1), "%s", line.c_str());
    } else if (battle) {
      ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", line.c_str());
    } else {
      ImGui::TextUnformatted(line.c_str());
    }
  }
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  if (log.lines.size() != seen_ && (at_bottom || seen_ == 0)) ImGui::SetScrollHereY(1.0f);
  seen_ = log.lines.size();
  ImGui::EndChild();
}

}  // namespace l5r::gfx

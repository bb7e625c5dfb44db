#include "gfx/chat_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace l5r::gfx {

void ChatPanel::draw(net::Client& c, bool team, const Fonts& fonts, Elements& out, float height) {
  const float sc = fonts.scale();
  ImGui::PushFont(fonts.get(Face::UiBold, 15 * sc));
  ImGui::TextUnformatted("Chat");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "chat: " + std::to_string(c.chat().size()) + " lines");
  const float input_h = ImGui::GetFrameHeightWithSpacing();
  ImGui::BeginChild("chat-lines", {0, height > 0 ? height - input_h * 2 : -input_h}, true);
  ImGui::PushFont(fonts.get(Face::Ui, 13 * sc));
  ImGui::PushTextWrapPos(0);
  for (const net::Chat& m : c.chat()) {
    const std::string line = m.name + (m.team_only ? " (team): " : ": ") + m.text;
    if (m.team_only)
      ImGui::TextColored(ImVec4(0.6f, 0.85f, 1, 1), "%s", line.c_str());
    else
      ImGui::TextUnformatted(line.c_str());
    out.add_last_item(ElementKind::Text, "chat line: " + line);
  }
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  if (c.chat_received() != seen_) ImGui::SetScrollHereY(1.0f);
  seen_ = c.chat_received();
  ImGui::EndChild();

  const float button_w = 74 * sc;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x - (team ? 2 : 1) * (button_w + spacing));
  const bool enter =
      ImGui::InputText("##chat-input", &input_, ImGuiInputTextFlags_EnterReturnsTrue);
  out.add_last_item(ElementKind::Button, "chat input");
  ImGui::PopItemWidth();
  ImGui::SameLine();
  bool to_team = false;
  const bool to_all = ImGui::Button("To all", {button_w, 0}) || enter;
  out.add_last_item(ElementKind::Button, "To all");
  if (team) {
    ImGui::SameLine();
    to_team = ImGui::Button("To team", {button_w, 0});
    out.add_last_item(ElementKind::Button, "To team");
  }
  if ((to_all || to_team) && !input_.empty()) {
    c.send(net::SendChat{to_team, input_});
    input_.clear();
  }
}

}  // namespace l5r::gfx

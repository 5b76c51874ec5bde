#include "app/scene_stack.h"

namespace gomoku::app {

void SceneStack::push(std::unique_ptr<Scene> scene) {
  requests_.push_back({Request::Kind::Push, std::move(scene)});
}
void SceneStack::pop() {
  requests_.push_back({Request::Kind::Pop, nullptr});
}
void SceneStack::replace(std::unique_ptr<Scene> scene) {
  requests_.push_back({Request::Kind::Replace, std::move(scene)});
}
void SceneStack::popToBottom() {
  requests_.push_back({Request::Kind::PopToBottom, nullptr});
}

bool SceneStack::applyRequests() {
  if (requests_.empty()) return false;
  Scene* before = top();
  if (before) before->leave();
  // Requests may queue more requests from leave()/enter(); take the current batch first.
  std::vector<Request> batch = std::move(requests_);
  requests_.clear();
  for (Request& request : batch) {
    switch (request.kind) {
      case Request::Kind::Push:
        scenes_.push_back(std::move(request.scene));
        break;
      case Request::Kind::Pop:
        if (!scenes_.empty()) scenes_.pop_back();
        break;
      case Request::Kind::Replace:
        if (!scenes_.empty()) scenes_.pop_back();
        scenes_.push_back(std::move(request.scene));
        break;
      case Request::Kind::PopToBottom:
        if (scenes_.size() > 1) scenes_.resize(1);
        break;
    }
  }
  if (Scene* after = top()) after->enter();
  return true;
}

std::vector<Scene*> SceneStack::shown() const {
  std::size_t first = scenes_.size();
  while (first > 0) {
    --first;
    if (scenes_[first]->coversScreen()) break;
  }
  std::vector<Scene*> list;
  for (std::size_t i = first; i < scenes_.size(); ++i) list.push_back(scenes_[i].get());
  return list;
}

void SceneStack::clear() {
  if (Scene* t = top()) t->leave();
  while (!scenes_.empty()) scenes_.pop_back();
  requests_.clear();
}

}  // namespace gomoku::app

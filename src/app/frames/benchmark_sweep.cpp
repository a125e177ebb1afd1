#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ochos/app/frames/frame_observers.hpp"

namespace ochos::app {
namespace {

constexpr int kResizes = 20;
constexpr int kFramesPerResize = 3;   // a window dragged sends a size every frame or so
constexpr int kRepaintFrames = 120;   // the last size painted and shown
constexpr int kReviewFrames = 300;    // the Review open, its cards and its analysis under way
constexpr int kGiveUpFrames = 20000;  // no hand ended: the table is not playing

// The window's size at the k-th of kResizes steps: down to 60 % of where it started, then up
// to 72 %, where its cards are painted once more.
sf::Vector2u sweepSize(sf::Vector2u start, int k) {
  const double pi = 3.14159265358979;
  const double scale = 1.0 - 0.4 * std::sin(0.75 * pi * (k + 1) / kResizes);
  return {static_cast<unsigned>(std::lround(start.x * scale)),
          static_cast<unsigned>(std::lround(start.y * scale))};
}

}  // namespace

ResizeSweep::ResizeSweep(std::function<bool()> openReview, CloseWindow close)
    : openReview_(std::move(openReview)), close_(std::move(close)) {}

void ResizeSweep::frameStarted() {
  frameStart_ = std::chrono::steady_clock::now();
}

void ResizeSweep::next(Part part) {
  part_ = part;
  framesInPart_ = 0;
}

void ResizeSweep::resizeStep(const Frame& frame) {
  if (framesInPart_ % kFramesPerResize != 0) return;
  if (resizes_ == kResizes) {
    next(Part::Repainting);
    return;
  }
  frame.window.setSize(sweepSize(startSize_, resizes_));
  ++resizes_;
}

void ResizeSweep::frameShown(const Frame& frame) {
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - frameStart_)
          .count();
  ++framesInPart_;
  switch (part_) {
    case Part::Settling:
      if (!frame.screen.painting() && framesInPart_ > 30) {
        startSize_ = frame.size;
        next(Part::Resizing);
      }
      break;
    case Part::Resizing:
      resizeLongestMs_ = std::max(resizeLongestMs_, ms);
      resizeStep(frame);
      break;
    case Part::Repainting:
      resizeLongestMs_ = std::max(resizeLongestMs_, ms);
      if (framesInPart_ >= kRepaintFrames) next(Part::AwaitingReview);
      break;
    case Part::AwaitingReview:
      if (openReview_()) next(Part::Review);
      if (framesInPart_ > kGiveUpFrames) close_();
      break;
    case Part::Review:
      // The first frame after the asking is still the table's.
      if (framesInPart_ > 1) reviewLongestMs_ = std::max(reviewLongestMs_, ms);
      if (reviewHandFrames_ == 0 && framesInPart_ > 1 && !frame.screen.painting())
        reviewHandFrames_ = framesInPart_ - 1;
      if (framesInPart_ >= kReviewFrames) {
        next(Part::Done);
        close_();
      }
      break;
    case Part::Done:
      break;
  }
}

void ResizeSweep::runEnded() {
  std::printf("resizes: %d, longest frame from the first to the last size shown: %.2f ms\n",
              resizes_, resizeLongestMs_);
  if (part_ != Part::Done) {
    std::printf("review: not opened (no hand ended)\n");
    return;
  }
  std::printf("review: longest frame of its first %d: %.2f ms; ", kReviewFrames, reviewLongestMs_);
  if (reviewHandFrames_ > 0) {
    std::printf("its cards at their size after %d frames\n", reviewHandFrames_);
  } else {
    std::printf("its cards not yet at their size (drawn scaled meanwhile)\n");
  }
}

}  // namespace ochos::app

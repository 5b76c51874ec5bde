"""A score mapped to a winning chance through a logistic fitted to game results, as today's
evaluation is judged: sigmoid(a * score + b), a and b fitted on the training games only."""
import numpy as np
import torch

from records import WIN


def clipped(scores):
    """Scores in evaluation units; a forced win or loss counted as a large score, not 30,000."""
    return np.clip(scores.astype(np.float64), -WIN / 10, WIN / 10)


def fit_logistic(scores, results):
    x = torch.tensor(clipped(scores) / 1000)
    y = torch.tensor(results, dtype=torch.float64)
    ab = torch.tensor([1.0, 0.0], dtype=torch.float64, requires_grad=True)
    opt = torch.optim.LBFGS([ab], max_iter=200, line_search_fn="strong_wolfe")

    def loss():
        opt.zero_grad()
        value = torch.nn.functional.binary_cross_entropy_with_logits(ab[0] * x + ab[1], y)
        value.backward()
        return value

    opt.step(loss)
    return float(ab[0]) / 1000, float(ab[1])


def chance(scores, ab):
    return 1 / (1 + np.exp(-(ab[0] * clipped(scores) + ab[1])))


def log_loss(chances, results):
    """The mean binary log loss of winning chances against results (a draw counts half)."""
    p = np.clip(chances, 1e-6, 1 - 1e-6)
    return float(-np.mean(results * np.log(p) + (1 - results) * np.log(1 - p)))

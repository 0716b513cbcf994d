#include "tuner.h"

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <algorithm>
#include <cmath>

namespace wuzi::cli {

namespace {

using SparseRows = Eigen::SparseMatrix<double, Eigen::RowMajor>;

// Rows per block when a pass over the data reports progress.
constexpr long kBlock = 8192;

double sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

// cross_entropy: -(t log s(z) + (1 - t) log(1 - s(z))), computed stably.
double cross_entropy(double t, double z) {
    return std::max(z, 0.0) + std::log1p(std::exp(-std::abs(z))) - t * z;
}

// The weight indices the features feed, looked up by name once.
struct Layout {
    int tempo, attack, defend, position, divisor;
    int cell[kPatternCount], stone[kPatternCount], threat[kThreatCount];
    std::vector<int> cell_combo, stone_combo;
    int initiative[kThreatCount * kThreatCount];
    int pressure[kPressureSize];

    Layout() {
        tempo = find_weight("tempo");
        attack = find_weight("attack");
        defend = find_weight("defend");
        position = find_weight("position");
        divisor = find_weight("cell_divisor");
        cell[0] = stone[0] = threat[0] = -1;  // the `none` entries are no weights
        for (int p = 1; p < kPatternCount; ++p) {
            cell[p] = find_weight("cell." + std::string(pattern_name(Pattern(p))));
            stone[p] = find_weight("stone." + std::string(pattern_name(Pattern(p))));
        }
        for (int t = 1; t < kThreatCount; ++t)
            threat[t] = find_weight("threat." + std::string(threat_name(Threat(t))));
        for (int k = 0; k < kComboClasses; ++k) {
            cell_combo.push_back(find_weight("cell_combo." + combo_class_name(k)));
            stone_combo.push_back(find_weight("stone_combo." + combo_class_name(k)));
        }
        for (int own = 0; own < kThreatCount; ++own)
            for (int their = 0; their < kThreatCount; ++their)
                initiative[initiative_index(Threat(own), Threat(their))] =
                    find_weight(initiative_name(Threat(own), Threat(their)));
        for (int kind = 0; kind < kPressureKinds; ++kind)
            for (bool own : {true, false})
                for (int n = 0; n <= kPressureCap; ++n)
                    pressure[pressure_index(PressureKind(kind), own, n)] =
                        find_weight(pressure_name(PressureKind(kind), own, n));
    }
};

const Layout& layout() {
    static const Layout instance;
    return instance;
}

// design_row: d eval / d weight for every weight index (dense, weight_count()).
void design_row(const EvalFeatures& f, int divisor, std::vector<double>& row) {
    const Layout& l = layout();
    std::fill(row.begin(), row.end(), 0.0);
    row[size_t(l.tempo)] = 1;
    row[size_t(l.attack)] = f.attack ? 1 : 0;
    row[size_t(l.defend)] = f.defend ? -1 : 0;
    row[size_t(l.position)] = f.position;
    row[size_t(l.initiative[initiative_index(f.own_best, f.their_best)])] = 1;
    for (int kind = 0; kind < kPressureKinds; ++kind)
        for (int side = 0; side < 2; ++side)
            row[size_t(l.pressure[pressure_index(PressureKind(kind), side == 0,
                                                 f.pressure[kind][side])])] = 1;
    for (auto [k, n] : f.cells) {
        const ComboClass& info = combo_class_info(k);
        const double v = double(n) / divisor;
        for (Pattern p : info.patterns)
            if (p != kPatNone) row[size_t(l.cell[p])] += v;
        if (info.threat != kThreatNone) row[size_t(l.threat[info.threat])] += v;
        row[size_t(l.cell_combo[size_t(k)])] += v;
    }
    for (auto [k, n] : f.stones) {
        for (Pattern p : combo_class_info(k).patterns)
            if (p != kPatNone) row[size_t(l.stone[p])] += n;
        row[size_t(l.stone_combo[size_t(k)])] += n;
    }
}

}  // namespace

// The data as matrices over the free weights: X (one row per position),
// the evaluation the held weights add (offset), the targets; w0 the start.
struct Tuner::Impl {
    TuneSettings settings;
    EvalWeights start;
    std::vector<TuneSample> samples[2];  // training, validation
    SparseRows x[2];
    Eigen::VectorXd offset[2], target[2];
    Eigen::VectorXd w0;
};

double fit_k(const std::vector<TuneSample>& samples, const EvalWeights& w) {
    std::vector<double> evals;
    evals.reserve(samples.size());
    for (const TuneSample& s : samples) evals.push_back(evaluate_features(s.features, w));
    auto loss = [&](double log_k) {
        const double k = std::exp(log_k);
        double sum = 0;
        for (size_t i = 0; i < samples.size(); ++i)
            sum += cross_entropy(samples[i].result, k * evals[i]);
        return sum;
    };
    // Golden-section search on log K: the loss is unimodal in K.
    double a = std::log(1e-6), b = std::log(1.0);
    const double r = (std::sqrt(5.0) - 1) / 2;
    double c = b - r * (b - a), d = a + r * (b - a);
    double fc = loss(c), fd = loss(d);
    for (int i = 0; i < 80; ++i) {
        if (fc < fd) {
            b = d, d = c, fd = fc;
            c = b - r * (b - a), fc = loss(c);
        } else {
            a = c, c = d, fc = fd;
            d = a + r * (b - a), fd = loss(d);
        }
    }
    return std::exp((a + b) / 2);
}

Tuner::Tuner(const EvalWeights& start, std::vector<TuneSample> train, std::vector<TuneSample> valid,
             const TuneSettings& settings, double k)
    : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.settings = settings;
    m.start = start;
    m.samples[0] = std::move(train);
    m.samples[1] = std::move(valid);
    k_ = k > 0 ? k : fit_k(m.samples[0], start);

    // Free weights: every one the training data touches, less the held ones.
    const int count = weight_count();
    const Layout& l = layout();
    std::vector<bool> held(size_t(count), false), used(size_t(count), false);
    held[size_t(l.divisor)] = true;
    // The initiative when neither side has a threat is the tempo's own:
    // the two would be one feature.
    held[size_t(l.initiative[initiative_index(kThreatNone, kThreatNone)])] = true;
    // Each pressure table has one entry per position, as the tempo: its
    // count 0 is held.
    for (int kind = 0; kind < kPressureKinds; ++kind)
        for (bool own : {true, false})
            held[size_t(l.pressure[pressure_index(PressureKind(kind), own, 0)])] = true;
    for (const std::string& name : settings.fixed) {
        const int i = find_weight(name);
        if (i >= 0) held[size_t(i)] = true;
    }
    if (!settings.combos)
        for (int k2 = 0; k2 < kComboClasses; ++k2)
            held[size_t(l.cell_combo[size_t(k2)])] = held[size_t(l.stone_combo[size_t(k2)])] = true;
    std::vector<double> row(static_cast<size_t>(count));
    for (const TuneSample& s : m.samples[0]) {
        design_row(s.features, start.cell_divisor, row);
        for (int i = 0; i < count; ++i)
            if (row[size_t(i)] != 0) used[size_t(i)] = true;
    }
    std::vector<int> column(size_t(count), -1);
    for (int i = 0; i < count; ++i)
        if (used[size_t(i)] && !held[size_t(i)]) {
            column[size_t(i)] = int(free_.size());
            free_.push_back(i);
        }
    m.w0.resize(Eigen::Index(free_.size()));
    for (size_t j = 0; j < free_.size(); ++j) m.w0[Eigen::Index(j)] = get_weight(start, free_[j]);

    for (int set = 0; set < 2; ++set) {
        const auto& samples = m.samples[set];
        const auto n = Eigen::Index(samples.size());
        std::vector<Eigen::Triplet<double>> triplets;
        m.offset[set].resize(n);
        m.target[set].resize(n);
        for (Eigen::Index r = 0; r < n; ++r) {
            const TuneSample& s = samples[size_t(r)];
            design_row(s.features, start.cell_divisor, row);
            double offset = 0;
            for (int i = 0; i < count; ++i) {
                const double v = row[size_t(i)];
                if (v == 0) continue;
                if (column[size_t(i)] >= 0)
                    triplets.emplace_back(r, column[size_t(i)], v);
                else
                    offset += v * get_weight(start, i);
            }
            m.offset[set][r] = offset;
            m.target[set][r] = (1 - settings.lambda) * s.result +
                               settings.lambda * sigmoid(k_ * double(s.search_score));
        }
        m.x[set].resize(n, Eigen::Index(free_.size()));
        m.x[set].setFromTriplets(triplets.begin(), triplets.end());
        m.x[set].makeCompressed();
    }
}

Tuner::~Tuner() = default;

TuneLoss Tuner::loss(const EvalWeights& w, bool valid, bool results_only) const {
    const Impl& m = *impl_;
    const int set = valid ? 1 : 0;
    TuneLoss loss;
    const auto& samples = m.samples[set];
    for (size_t i = 0; i < samples.size(); ++i) {
        const double z = k_ * evaluate_features(samples[i].features, w);
        const double t = results_only ? samples[i].result : m.target[set][Eigen::Index(i)];
        loss.cross_entropy += cross_entropy(t, z);
        loss.mse += (t - sigmoid(z)) * (t - sigmoid(z));
    }
    if (!samples.empty()) {
        loss.cross_entropy /= double(samples.size());
        loss.mse /= double(samples.size());
    }
    return loss;
}

EvalWeights Tuner::run(const std::function<void(const EpochReport&)>& report,
                       const std::function<void(long, long)>& progress) {
    Impl& m = *impl_;
    const Eigen::Index p = Eigen::Index(free_.size());
    const double k = k_;
    const double ridge = m.settings.prior * k * k / 4;  // prior term: ridge * |w - w0|^2
    Eigen::VectorXd w = m.w0;

    // losses: cross-entropy and MSE per position of the real-valued model.
    auto losses = [&](const Eigen::VectorXd& weights, int set) {
        TuneLoss out;
        const Eigen::Index n = m.x[set].rows();
        if (n == 0) return out;
        const Eigen::VectorXd z = k * (m.x[set] * weights + m.offset[set]);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double t = m.target[set][i];
            out.cross_entropy += cross_entropy(t, z[i]);
            out.mse += (t - sigmoid(z[i])) * (t - sigmoid(z[i]));
        }
        out.cross_entropy /= double(n);
        out.mse /= double(n);
        return out;
    };
    // objective: what is minimised (sum over training positions plus the prior).
    auto objective = [&](const Eigen::VectorXd& weights) {
        return losses(weights, 0).cross_entropy * double(m.x[0].rows()) +
               ridge * (weights - m.w0).squaredNorm();
    };

    const long rows = long(m.x[0].rows());
    report({0, losses(w, 0), losses(w, 1), 0});
    double current = objective(w);
    for (int epoch = 1; epoch <= m.settings.epochs && p > 0; ++epoch) {
        // Gradient and Hessian of the objective, block by block.
        Eigen::VectorXd gradient = 2 * ridge * (w - m.w0);
        Eigen::MatrixXd hessian = Eigen::MatrixXd::Identity(p, p) * (2 * ridge + 1e-12);
        for (long start = 0; start < rows; start += kBlock) {
            const long n = std::min(kBlock, rows - start);
            const SparseRows block = m.x[0].middleRows(start, n);
            const Eigen::VectorXd z = k * (block * w + m.offset[0].segment(start, n));
            Eigen::VectorXd residual(n), curvature(n);
            for (long i = 0; i < n; ++i) {
                const double s = sigmoid(z[i]);
                residual[i] = s - m.target[0][start + i];
                curvature[i] = s * (1 - s);
            }
            gradient += k * (block.transpose() * residual);
            const SparseRows weighted = curvature.asDiagonal() * block;
            hessian += k * k * Eigen::MatrixXd(block.transpose() * weighted);
            if (progress) progress(start + n, rows);
        }
        const Eigen::VectorXd direction = -hessian.ldlt().solve(gradient);
        // Backtracking line search (Armijo).
        const double slope = gradient.dot(direction);
        double step = 1;
        Eigen::VectorXd next = w + direction;
        double value = objective(next);
        while (value > current + 1e-4 * step * slope && step > 1e-6) {
            step /= 2;
            next = w + step * direction;
            value = objective(next);
        }
        const double gain = value < current ? (current - value) / std::max(1.0, double(rows)) : 0;
        if (value < current) {
            w = next;
            current = value;
        }
        report({epoch, losses(w, 0), losses(w, 1), step});
        if (gain < m.settings.tolerance) break;
    }

    EvalWeights out = m.start;
    for (size_t j = 0; j < free_.size(); ++j) {
        const WeightInfo& info = weight_info(free_[j]);
        const int v =
            int(std::lround(std::clamp(w[Eigen::Index(j)], double(info.min), double(info.max))));
        (void)set_weight(out, free_[j], v);
    }
    return out;
}

}  // namespace wuzi::cli

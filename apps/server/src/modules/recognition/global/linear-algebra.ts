// The little linear algebra the whitening needs, on row-major Float64Arrays: a Gram matrix and the
// eigen-decomposition of a symmetric matrix (Householder tridiagonalisation, then the implicit QL
// algorithm, as in EISPACK's tred2/tql2 by way of JAMA). Only the Gram matrix of a few hundred
// samples is decomposed, never the covariance of thousands of dimensions.

/** rows·rowsᵀ for `count` rows of length `width` (row-major): a count × count symmetric matrix. */
export function gram(rows: Float64Array, count: number, width: number): Float64Array {
  const product = new Float64Array(count * count);
  for (let i = 0; i < count; i += 1) {
    const a = i * width;
    for (let j = 0; j <= i; j += 1) {
      const b = j * width;
      let sum = 0;
      for (let k = 0; k < width; k += 1) sum += (rows[a + k] as number) * (rows[b + k] as number);
      product[i * count + j] = sum;
      product[j * count + i] = sum;
    }
  }
  return product;
}

export interface Eigen {
  /** Eigenvalues, largest first. */
  values: Float64Array;
  /** Eigenvector i is column i: vectors[row * n + i]. */
  vectors: Float64Array;
}

/** Eigenvalues and eigenvectors of a symmetric n × n matrix (row-major), largest value first. */
export function symmetricEigen(matrix: Float64Array, n: number): Eigen {
  // V holds the matrix and becomes the eigenvectors; d the diagonal, e the off-diagonal.
  const V = Float64Array.from(matrix);
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  const at = (i: number, j: number) => V[i * n + j] as number;
  const set = (i: number, j: number, value: number) => {
    V[i * n + j] = value;
  };

  for (let j = 0; j < n; j += 1) d[j] = at(n - 1, j);
  // Householder reduction to tridiagonal form.
  for (let i = n - 1; i > 0; i -= 1) {
    let scale = 0;
    let h = 0;
    for (let k = 0; k < i; k += 1) scale += Math.abs(d[k] as number);
    if (scale === 0) {
      e[i] = d[i - 1] as number;
      for (let j = 0; j < i; j += 1) {
        d[j] = at(i - 1, j);
        set(i, j, 0);
        set(j, i, 0);
      }
    } else {
      for (let k = 0; k < i; k += 1) {
        d[k] = (d[k] as number) / scale;
        h += (d[k] as number) ** 2;
      }
      let f = d[i - 1] as number;
      let g = Math.sqrt(h);
      if (f > 0) g = -g;
      e[i] = scale * g;
      h -= f * g;
      d[i - 1] = f - g;
      for (let j = 0; j < i; j += 1) e[j] = 0;
      for (let j = 0; j < i; j += 1) {
        f = d[j] as number;
        set(j, i, f);
        g = (e[j] as number) + at(j, j) * f;
        for (let k = j + 1; k <= i - 1; k += 1) {
          g += at(k, j) * (d[k] as number);
          e[k] = (e[k] as number) + at(k, j) * f;
        }
        e[j] = g;
      }
      f = 0;
      for (let j = 0; j < i; j += 1) {
        e[j] = (e[j] as number) / h;
        f += (e[j] as number) * (d[j] as number);
      }
      const hh = f / (h + h);
      for (let j = 0; j < i; j += 1) e[j] = (e[j] as number) - hh * (d[j] as number);
      for (let j = 0; j < i; j += 1) {
        f = d[j] as number;
        g = e[j] as number;
        for (let k = j; k <= i - 1; k += 1)
          set(k, j, at(k, j) - (f * (e[k] as number) + g * (d[k] as number)));
        d[j] = at(i - 1, j);
        set(i, j, 0);
      }
    }
    d[i] = h;
  }
  // Accumulate the transformations.
  for (let i = 0; i < n - 1; i += 1) {
    set(n - 1, i, at(i, i));
    set(i, i, 1);
    const h = d[i + 1] as number;
    if (h !== 0) {
      for (let k = 0; k <= i; k += 1) d[k] = at(k, i + 1) / h;
      for (let j = 0; j <= i; j += 1) {
        let g = 0;
        for (let k = 0; k <= i; k += 1) g += at(k, i + 1) * at(k, j);
        for (let k = 0; k <= i; k += 1) set(k, j, at(k, j) - g * (d[k] as number));
      }
    }
    for (let k = 0; k <= i; k += 1) set(k, i + 1, 0);
  }
  for (let j = 0; j < n; j += 1) {
    d[j] = at(n - 1, j);
    set(n - 1, j, 0);
  }
  set(n - 1, n - 1, 1);
  e[0] = 0;

  // Implicit QL iterations on the tridiagonal matrix. They rotate pairs of columns of V, row by row:
  // on V transposed (W, eigenvector i in row i) those are contiguous, several times faster at n ≈ 1000.
  const W = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) for (let k = 0; k < n; k += 1) W[k * n + i] = V[i * n + k] as number;
  for (let i = 1; i < n; i += 1) e[i - 1] = e[i] as number;
  e[n - 1] = 0;
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  for (let l = 0; l < n; l += 1) {
    tst1 = Math.max(tst1, Math.abs(d[l] as number) + Math.abs(e[l] as number));
    let m = l;
    while (m < n) {
      if (Math.abs(e[m] as number) <= eps * tst1) break;
      m += 1;
    }
    if (m > l) {
      do {
        let g = d[l] as number;
        let p = ((d[l + 1] as number) - g) / (2 * (e[l] as number));
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = (e[l] as number) / (p + r);
        d[l + 1] = (e[l] as number) * (p + r);
        const dl1 = d[l + 1] as number;
        let h = g - (d[l] as number);
        for (let i = l + 2; i < n; i += 1) d[i] = (d[i] as number) - h;
        f += h;
        p = d[m] as number;
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1] as number;
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i -= 1) {
          c3 = c2;
          c2 = c;
          s2 = s;
          g = c * (e[i] as number);
          h = c * p;
          r = Math.hypot(p, e[i] as number);
          e[i + 1] = s * r;
          s = (e[i] as number) / r;
          c = p / r;
          p = c * (d[i] as number) - s * g;
          d[i + 1] = h + s * (c * g + s * (d[i] as number));
          const next = (i + 1) * n;
          const here = i * n;
          for (let k = 0; k < n; k += 1) {
            h = W[next + k] as number;
            const value = W[here + k] as number;
            W[next + k] = s * value + c * h;
            W[here + k] = c * value - s * h;
          }
        }
        p = (-s * s2 * c3 * el1 * (e[l] as number)) / dl1;
        e[l] = s * p;
        d[l] = c * p;
      } while (Math.abs(e[l] as number) > eps * tst1);
    }
    d[l] = (d[l] as number) + f;
    e[l] = 0;
  }

  // Largest first.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (d[b] as number) - (d[a] as number));
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * n);
  order.forEach((from, to) => {
    values[to] = d[from] as number;
    for (let row = 0; row < n; row += 1) vectors[row * n + to] = W[from * n + row] as number;
  });
  return { values, vectors };
}

! Fortran written for Enzyme's interface (mpif.h, every argument by reference, integer handles,
! the differentiator named *__enzyme_autodiff / *__enzyme_fwddiff), differentiated by mpiad-opt
! (which lowers mpi_*_ to the C calls) and run under mpiexec. Each derivative is checked against
! central finite differences of the primal (run collectively) or by the dot-product test across
! ranks. Prints "rank R ok N" or aborts.

! a halo exchange (irecv/isend/waitall), a local nonlinear sum, an allreduce: the same value on
! every rank
real(8) function energy(u, n, comm)
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n)
  real(8) :: left, right, loc, tot
  integer :: rank, nproc, lnb, rnb, i, ierr
  integer :: reqs(4)
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  lnb = mod(rank - 1 + nproc, nproc)
  rnb = mod(rank + 1, nproc)
  call mpi_irecv(left, 1, MPI_DOUBLE_PRECISION, lnb, 0, comm, reqs(1), ierr)
  call mpi_irecv(right, 1, MPI_DOUBLE_PRECISION, rnb, 1, comm, reqs(2), ierr)
  call mpi_isend(u(n), 1, MPI_DOUBLE_PRECISION, rnb, 0, comm, reqs(3), ierr)
  call mpi_isend(u(1), 1, MPI_DOUBLE_PRECISION, lnb, 1, comm, reqs(4), ierr)
  call mpi_waitall(4, reqs, MPI_STATUSES_IGNORE, ierr)
  loc = left * u(1) + 0.5d0 * u(n) * right
  do i = 1, n
    loc = loc + u(i)**2 * sin(u(i))
  end do
  call mpi_allreduce(loc, tot, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm, ierr)
  energy = tot
end function

! v = a smoothed u: a ghost value by sendrecv, one by irecv/send/wait
subroutine smooth(u, v, n, comm)
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n), v(n)
  real(8) :: ghost, ghost2
  integer :: rank, nproc, lnb, rnb, i, ierr, req
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  lnb = mod(rank - 1 + nproc, nproc)
  rnb = mod(rank + 1, nproc)
  call mpi_sendrecv(u(n), 1, MPI_DOUBLE_PRECISION, rnb, 5, ghost, 1, MPI_DOUBLE_PRECISION, &
                    lnb, 5, comm, MPI_STATUS_IGNORE, ierr)
  call mpi_irecv(ghost2, 1, MPI_DOUBLE_PRECISION, rnb, 6, comm, req, ierr)
  call mpi_send(u(1), 1, MPI_DOUBLE_PRECISION, lnb, 6, comm, ierr)
  call mpi_wait(req, MPI_STATUS_IGNORE, ierr)
  v(1) = 0.5d0 * (ghost + u(1)) * u(1)
  do i = 2, n
    v(i) = 0.5d0 * (u(i - 1) + u(i)) * u(i)
  end do
  v(n) = v(n) + ghost2 * u(n)
end subroutine

! s = (sum of all ranks' sum(u**3)) reduced to rank 0, then broadcast
subroutine reduce_bcast(u, n, comm, s)
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n), s, loc
  integer :: ierr, i
  loc = 0
  do i = 1, n  ! (not sum(u**3): at -O2 flang calls its runtime's SumReal8 for that)
    loc = loc + u(i)**3
  end do
  call mpi_reduce(loc, s, 1, MPI_DOUBLE_PRECISION, MPI_SUM, 0, comm, ierr)
  call mpi_bcast(s, 1, MPI_DOUBLE_PRECISION, 0, comm, ierr)
end subroutine

! one-sided: each rank puts its boundary cells into its neighbours' ghost cells between fences
! (a window over a local array), a nonlinear step after each exchange, the energy allreduced
real(8) function rma_energy(u, n, comm)
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n)
  real(8) :: w(0:n + 1), t(n), loc, tot
  integer :: rank, nproc, lnb, rnb, i, s, win, ierr
  integer(kind=MPI_ADDRESS_KIND) :: wsize, disp
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  lnb = mod(rank - 1 + nproc, nproc)
  rnb = mod(rank + 1, nproc)
  w(0) = 0
  w(n + 1) = 0
  do i = 1, n
    w(i) = u(i)
  end do
  wsize = 8 * (n + 2)
  call mpi_win_create(w, wsize, 8, MPI_INFO_NULL, comm, win, ierr)
  call mpi_win_fence(0, win, ierr)
  do s = 1, 3
    disp = n + 1
    call mpi_put(w(1), 1, MPI_DOUBLE_PRECISION, lnb, disp, 1, MPI_DOUBLE_PRECISION, win, ierr)
    disp = 0
    call mpi_put(w(n), 1, MPI_DOUBLE_PRECISION, rnb, disp, 1, MPI_DOUBLE_PRECISION, win, ierr)
    call mpi_win_fence(0, win, ierr)
    do i = 1, n
      t(i) = w(i) + 0.2d0 * (w(i - 1) - 2 * w(i) + w(i + 1)) + 0.05d0 * sin(w(i)) * w(i)
    end do
    do i = 1, n
      w(i) = t(i)
    end do
    call mpi_win_fence(0, win, ierr)
  end do
  call mpi_win_free(win, ierr)
  loc = 0
  do i = 1, n
    loc = loc + w(i)**2 + 0.1d0 * w(i)**3
  end do
  call mpi_allreduce(loc, tot, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm, ierr)
  rma_energy = tot
end function

include 'checks.inc'

program dropin
  use checks
  implicit none
  integer, parameter :: n = 4
  real(8), external :: energy, energy__enzyme_fwddiff, rma_energy, rma__enzyme_fwddiff
  external rma__enzyme_autodiff
  external smooth, reduce_bcast
  external energy__enzyme_autodiff, smooth__enzyme_fwddiff, smooth__enzyme_autodiff
  external reduce__enzyme_autodiff, reduce__enzyme_fwddiff
  real(8) :: u(n), v(n), w(n), du(n), g(n), up(n), um(n)
  real(8) :: out(n), dout(n), op(n), om(n), wc(n)
  real(8) :: t, t_fd, s, ds, sp, sm, h
  integer :: rank, nproc, ierr, i, comm, nn, idx, cnt
  integer :: reqs(2), idxs(2)
  call mpi_init(ierr)
  comm = MPI_COMM_WORLD
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  nn = n
  h = 1d-6
  do i = 1, n
    u(i) = 0.5d0 + 0.1d0 * i + 0.07d0 * rank
    v(i) = cos(1d0 + i + 3 * rank)
    w(i) = sin(0.5d0 * i + rank)
  end do
  up = u + h * v
  um = u - h * v

  ! forward: the tangent returned (no markers: n and comm are integers by reference: constant)
  t_fd = (energy(up, nn, comm) - energy(um, nn, comm)) / (2 * h)
  du = v
  t = energy__enzyme_fwddiff(energy, u, du, nn, comm)
  call close('energy: forward vs finite differences', t, t_fd, 1d-6)

  ! reverse: each rank seeds its own (equal) result: the gradient of nproc * energy
  g = 0
  call energy__enzyme_autodiff(energy, u, g, enzyme_const, nn, enzyme_const, comm)
  call close('energy: dot-product test', allsum(sum(g * v)), nproc * t, 1d-10)

  ! an array result: forward against finite differences, reverse by the dot-product test
  du = v
  dout = 0
  call smooth__enzyme_fwddiff(smooth, u, du, out, dout, nn, comm)
  call smooth(up, op, nn, comm)
  call smooth(um, om, nn, comm)
  do i = 1, n
    call close('smooth: forward vs finite differences', dout(i), (op(i) - om(i)) / (2 * h), 1d-6)
  end do
  g = 0
  wc = w
  call smooth__enzyme_autodiff(smooth, enzyme_dup, u, g, out, wc, nn, comm)
  call close('smooth: dot-product test', allsum(sum(g * v)), allsum(sum(dout * w)), 1d-10)

  ! reduce to a root and broadcast
  du = v
  ds = 0
  call reduce__enzyme_fwddiff(reduce_bcast, u, du, nn, comm, s, ds)
  call reduce_bcast(up, nn, comm, sp)
  call reduce_bcast(um, nn, comm, sm)
  call close('reduce/bcast: forward vs finite differences', ds, (sp - sm) / (2 * h), 1d-6)
  g = 0
  s = 0
  ds = 1
  call reduce__enzyme_autodiff(reduce_bcast, u, g, nn, comm, s, ds)
  call close('reduce/bcast: dot-product test', allsum(sum(g * v)), nproc * (sp - sm) / (2 * h), 1d-6)

  ! one-sided (a window, puts between fences): forward vs finite differences, dot-product test
  t_fd = (rma_energy(up, nn, comm) - rma_energy(um, nn, comm)) / (2 * h)
  du = v
  t = rma__enzyme_fwddiff(rma_energy, u, du, nn, comm)
  call close('rma: forward vs finite differences', t, t_fd, 1d-6)
  g = 0
  call rma__enzyme_autodiff(rma_energy, u, g, enzyme_const, nn, enzyme_const, comm)
  call close('rma: dot-product test', allsum(sum(g * v)), nproc * t, 1d-10)

  ! Fortran's request indices are 1-based (those of the lowered C calls are converted)
  call mpi_irecv(sp, 1, MPI_DOUBLE_PRECISION, rank, 9, comm, reqs(1), ierr)
  reqs(2) = MPI_REQUEST_NULL
  call mpi_send(h, 1, MPI_DOUBLE_PRECISION, rank, 9, comm, ierr)
  call mpi_waitany(2, reqs, idx, MPI_STATUS_IGNORE, ierr)
  call close('waitany: 1-based index', dble(idx), 1d0, 0d0)
  call mpi_irecv(sp, 1, MPI_DOUBLE_PRECISION, rank, 9, comm, reqs(2), ierr)
  call mpi_send(h, 1, MPI_DOUBLE_PRECISION, rank, 9, comm, ierr)
  call mpi_waitsome(2, reqs, cnt, idxs, MPI_STATUSES_IGNORE, ierr)
  call close('waitsome: 1-based index', dble(idxs(1)), 2d0, 0d0)

  print '(a,i0,a,i0)', 'rank ', rank, ' ok ', nchecks
  call mpi_finalize(ierr)
end program

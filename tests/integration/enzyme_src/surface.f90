! Fortran's bindings of MPI_Win_allocate, MPI_Get_address and MPI_Alltoallw (issue 37) through
! Enzyme's interface (mpif.h, every argument by reference, integer handles), differentiated by
! mpiad-opt (which lowers mpi_*_ to the C calls) and run under mpiexec. Each derivative is
! checked against central finite differences of the primal (run collectively) and by the
! dot-product test across ranks. Prints "rank R ok N" or aborts.

! a window MPI_Win_allocate made (its address written into a TYPE(C_PTR), as the mpi module's
! overload takes it, the memory reached through c_f_pointer, which reads the address as an
! integer): copies of the boundary cells put into the neighbours'
! ghost cells and squares accumulated into their cells in a fence epoch, a nonlinear step, the energy allreduced
real(8) function alloc_energy(u, n, comm)
  use iso_c_binding, only: c_ptr, c_f_pointer
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n)
  real(8), pointer :: a(:)
  real(8) :: sq(n), e(n), loc, tot
  integer :: rank, nproc, lnb, rnb, i, win, ierr
  integer(kind=MPI_ADDRESS_KIND) :: wsize, disp
  type(c_ptr) :: base
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  lnb = mod(rank - 1 + nproc, nproc)
  rnb = mod(rank + 1, nproc)
  wsize = 8 * (n + 2)
  ! the mpi module's specific procedure for a TYPE(C_PTR) base (mpif.h's mpi_win_allocate takes
  ! the same reference; tests/lit/enzyme-fortran-mpi.ll lowers both)
  call mpi_win_allocate_cptr(wsize, 8, MPI_INFO_NULL, comm, base, win, ierr)
  call c_f_pointer(base, a, [n + 2])
  a(1) = 0
  a(n + 2) = 0
  do i = 1, n
    a(i + 1) = u(i) * (1 + 0.1d0 * u(i))
    sq(i) = 0.5d0 * u(i) * u(i)
    e(i) = a(i + 1)
  end do
  call mpi_win_fence(0, win, ierr)
  disp = n + 1
  call mpi_put(e(1), 1, MPI_DOUBLE_PRECISION, lnb, disp, 1, MPI_DOUBLE_PRECISION, win, ierr)
  disp = 0
  call mpi_put(e(n), 1, MPI_DOUBLE_PRECISION, rnb, disp, 1, MPI_DOUBLE_PRECISION, win, ierr)
  disp = 1
  call mpi_accumulate(sq, n, MPI_DOUBLE_PRECISION, rnb, disp, n, MPI_DOUBLE_PRECISION, MPI_SUM, &
                      win, ierr)
  call mpi_win_fence(0, win, ierr)
  loc = a(1) * a(n + 2)
  do i = 2, n + 1
    loc = loc + a(i)**2 + 0.1d0 * sin(a(i)) * a(i - 1)
  end do
  call mpi_win_free(win, ierr)
  call mpi_allreduce(loc, tot, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm, ierr)
  alloc_energy = tot
end function

! MPI_Alltoallw: to each rank q, two elements of u at a byte displacement of its own (Fortran
! datatype handles, MPI_DOUBLE_PRECISION); received into r at displacements measured by
! MPI_Get_address; the energy allreduced
real(8) function w_energy(u, n, comm)
  implicit none
  include 'mpif.h'
  integer :: n, comm
  real(8) :: u(n)
  real(8) :: r(2 * 16), loc, tot
  integer :: nproc, q, i, ierr
  integer :: sc(16), sd(16), st(16), rc(16), rd(16), rt(16)
  integer(kind=MPI_ADDRESS_KIND) :: a0, aq
  call mpi_comm_size(comm, nproc, ierr)
  call mpi_get_address(r(1), a0, ierr)
  do q = 1, nproc
    sc(q) = 2
    sd(q) = 8 * mod(q - 1, n - 1)
    st(q) = MPI_DOUBLE_PRECISION
    call mpi_get_address(r(2 * q - 1), aq, ierr)
    rc(q) = 2
    rd(q) = int(aq - a0)
    rt(q) = MPI_DOUBLE_PRECISION
  end do
  call mpi_alltoallw(u, sc, sd, st, r, rc, rd, rt, comm, ierr)
  loc = 0
  do i = 1, 2 * nproc
    loc = loc + r(i)**2 * (1 + 0.2d0 * sin(r(i) * i))
  end do
  do i = 1, n
    loc = loc + 0.5d0 * u(i)**3
  end do
  call mpi_allreduce(loc, tot, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm, ierr)
  w_energy = tot
end function

include 'checks.inc'

program surface
  use checks
  implicit none
  integer, parameter :: n = 4
  real(8), external :: alloc_energy, alloc__enzyme_fwddiff, w_energy, w__enzyme_fwddiff
  external alloc__enzyme_autodiff, w__enzyme_autodiff
  real(8) :: u(n), v(n), du(n), g(n), up(n), um(n)
  real(8) :: t, t_fd, h
  integer :: rank, nproc, ierr, i, comm, nn
  call mpi_init(ierr)
  comm = MPI_COMM_WORLD
  call mpi_comm_rank(comm, rank, ierr)
  call mpi_comm_size(comm, nproc, ierr)
  nn = n
  h = 1d-6
  do i = 1, n
    u(i) = 0.5d0 + 0.1d0 * i + 0.07d0 * rank
    v(i) = cos(1d0 + i + 3 * rank)
  end do
  up = u + h * v
  um = u - h * v

  ! MPI_Win_allocate: forward vs finite differences, reverse by the dot-product test (each
  ! rank seeds its own, equal, result: the gradient of nproc * energy)
  t_fd = (alloc_energy(up, nn, comm) - alloc_energy(um, nn, comm)) / (2 * h)
  du = v
  t = alloc__enzyme_fwddiff(alloc_energy, u, du, nn, comm)
  call close('win_allocate: forward vs finite differences', t, t_fd, 1d-6)
  g = 0
  call alloc__enzyme_autodiff(alloc_energy, u, g, enzyme_const, nn, enzyme_const, comm)
  call close('win_allocate: dot-product test', allsum(sum(g * v)), nproc * t, 1d-10)

  ! MPI_Alltoallw (and MPI_Get_address)
  t_fd = (w_energy(up, nn, comm) - w_energy(um, nn, comm)) / (2 * h)
  du = v
  t = w__enzyme_fwddiff(w_energy, u, du, nn, comm)
  call close('alltoallw: forward vs finite differences', t, t_fd, 1d-6)
  g = 0
  call w__enzyme_autodiff(w_energy, u, g, enzyme_const, nn, enzyme_const, comm)
  call close('alltoallw: dot-product test', allsum(sum(g * v)), nproc * t, 1d-10)

  print '(a,i0,a,i0)', 'rank ', rank, ' ok ', nchecks
  call mpi_finalize(ierr)
end program

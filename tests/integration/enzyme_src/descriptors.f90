! A pointer array associated with a differentiated argument: at -O0 flang builds its descriptor
! (base address, then bounds and strides) in one stack slot and copies it by memcpy to the slot
! each read goes through. The gradient, from mpiad's reverse mode with the module differentiated
! as it is, is checked against central finite differences; prints "ok N" (N checks).
real(8) function through_pointer(u, n)
  implicit none
  integer :: n, i
  real(8), target :: u(n)
  real(8), pointer :: a(:)
  real(8) :: loc
  a => u
  loc = 0
  do i = 1, n
    loc = loc + a(i)**2 * (1 + 0.1d0 * sin(a(i)))
  end do
  do i = 2, n
    loc = loc + a(i) * a(i - 1)
  end do
  through_pointer = loc
end function

module descriptor_marks
  integer, bind(c, name="enzyme_const") :: enzyme_const
end module

program descriptors
  use descriptor_marks
  implicit none
  real(8), external :: through_pointer
  external through_pointer__enzyme_autodiff
  integer, parameter :: n = 5
  real(8) :: u(n), g(n), up(n), h, fd
  integer :: i, nok
  nok = 0
  do i = 1, n
    u(i) = 0.3d0 * i - 0.8d0
  end do
  g = 0
  call through_pointer__enzyme_autodiff(through_pointer, u, g, enzyme_const, n)
  h = 1d-5
  do i = 1, n
    up = u
    up(i) = u(i) + h
    fd = through_pointer(up, n)
    up(i) = u(i) - h
    fd = (fd - through_pointer(up, n)) / (2 * h)
    if (abs(g(i) - fd) > 1d-7 * (1 + abs(fd))) then
      print *, 'component', i, ': got', g(i), 'want', fd
    else
      nok = nok + 1
    end if
  end do
  print '(a, i0)', 'ok ', nok
end program

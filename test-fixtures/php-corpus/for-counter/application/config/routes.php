<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
for ($i = 1; $i <= 5; $i++) {
    $route['page' . $i] = 'pages/number/' . $i;
}
for ($j = 10; $j > 0; $j -= 3) {
    $route['down' . $j] = 'pages/down/' . $j;
}
$k = 0;
while ($k < 3) {
    $route['w' . $k] = 'w/' . $k;
    $k += 1;
}

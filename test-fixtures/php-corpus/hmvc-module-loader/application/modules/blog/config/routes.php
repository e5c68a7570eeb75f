<?php defined('BASEPATH') OR exit('No direct script access allowed');
$route['blog'] = 'blog/index';
$route['blog/(:num)'] = 'blog/post/$1';

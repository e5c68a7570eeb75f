<?php defined('BASEPATH') OR exit('No direct script access allowed');
$route['shop/cart'] = 'shop/cart/view';

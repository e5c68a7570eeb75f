<?php
$route['more'] = 'pages/more';
